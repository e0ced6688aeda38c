import type { Fragment } from '../merge';

/** Mails of the agenda's background jobs (server/jobs): the reminder the day before, a move, a cancellation. */
export const sessionMails: Fragment = {
  en: {
    app: {
      session_mails: {
        join: '\nJoin the online meeting: %{link}',
        reminder: {
          subject: 'Reminder: "%{title}", %{date}',
          text: 'Hello %{firstname},\n\nA reminder of your session "%{title}" on %{date} until %{end} (%{zone} time).%{join}\n\nThe attached .ics file adds it to your calendar.\n',
        },
        moved: {
          subject: 'Session moved: "%{title}"',
          text: 'Hello %{firstname},\n\nThe session "%{title}" has moved:\n%{lines}\n\nThe attached .ics file has the new times.\n',
          line: '- %{before} → %{date} until %{end} (%{zone} time)%{join}',
        },
        cancelled: {
          subject: 'Session cancelled: "%{title}"',
          text: 'Hello %{firstname},\n\nThe session "%{title}" is cancelled:\n%{lines}\n\nThe attached .ics file removes it from your calendar.\n',
          line: '- %{date} until %{end} (%{zone} time)',
        },
      },
    },
  },
  fr: {
    app: {
      session_mails: {
        join: '\nRejoindre la réunion en ligne : %{link}',
        reminder: {
          subject: 'Rappel : « %{title} », %{date}',
          text: 'Bonjour %{firstname},\n\nRappel de votre session « %{title} » le %{date} jusqu’à %{end} (heure %{zone}).%{join}\n\nLe fichier .ics joint l’ajoute à votre agenda.\n',
        },
        moved: {
          subject: 'Session déplacée : « %{title} »',
          text: 'Bonjour %{firstname},\n\nLa session « %{title} » a été déplacée :\n%{lines}\n\nLe fichier .ics joint contient les nouveaux horaires.\n',
          line: '- %{before} → %{date} jusqu’à %{end} (heure %{zone})%{join}',
        },
        cancelled: {
          subject: 'Session annulée : « %{title} »',
          text: 'Bonjour %{firstname},\n\nLa session « %{title} » est annulée :\n%{lines}\n\nLe fichier .ics joint la retire de votre agenda.\n',
          line: '- %{date} jusqu’à %{end} (heure %{zone})',
        },
      },
    },
  },
  de: {
    app: {
      session_mails: {
        join: '\nZum Online-Meeting: %{link}',
        reminder: {
          subject: 'Erinnerung: „%{title}“, %{date}',
          text: 'Hallo %{firstname},\n\neine Erinnerung an Ihre Sitzung „%{title}“ am %{date} bis %{end} (Zeitzone %{zone}).%{join}\n\nMit der angehängten .ics-Datei tragen Sie sie in Ihren Kalender ein.\n',
        },
        moved: {
          subject: 'Sitzung verschoben: „%{title}“',
          text: 'Hallo %{firstname},\n\ndie Sitzung „%{title}“ wurde verschoben:\n%{lines}\n\nDie angehängte .ics-Datei enthält die neuen Zeiten.\n',
          line: '- %{before} → %{date} bis %{end} (Zeitzone %{zone})%{join}',
        },
        cancelled: {
          subject: 'Sitzung abgesagt: „%{title}“',
          text: 'Hallo %{firstname},\n\ndie Sitzung „%{title}“ wurde abgesagt:\n%{lines}\n\nDie angehängte .ics-Datei entfernt sie aus Ihrem Kalender.\n',
          line: '- %{date} bis %{end} (Zeitzone %{zone})',
        },
      },
    },
  },
};
