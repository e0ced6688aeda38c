import type { Fragment } from '../merge';

/** /agenda: the calendar's menu entry, event texts and states (spec section 2). */
export const agendaUi: Fragment = {
  en: {
    app: {
      shell: {
        menu: { agenda: 'Agenda' },
        profile: {
          feed: {
            title: 'Calendar feed',
            hint: 'A private link that calendar apps (Outlook, Google, Apple) subscribe to: your sessions as a trainer, with their join links. Anyone with the link reads them.',
            active_since: 'A link is active, made on %{date}.',
            make: 'Make a private link',
            renew: 'Make a new link',
            revoke: 'Revoke the link',
            old_stops: 'The current link will stop working at once.',
            url: 'Your calendar link',
            url_once: 'Shown this once: copy it into your calendar app now.',
            copy: 'Copy',
            copied: 'Link copied',
            copy_failed: 'The browser refused to copy: select the link and copy it',
            made: 'The calendar link has been made',
            revoked: 'The calendar link has been revoked',
          },
        },
      },
      session_form: {
        create_title: 'New session',
        edit_title: 'Edit the session',
        section_session: 'Session',
        section_when: 'When',
        section_who: 'Registration',
        recurrent_hint: 'Every week from the start day to the end day, on the weekdays below',
        weekday: 'Weekday',
        row_start: 'From',
        row_end: 'To',
        open_hint: 'Learners register themselves: enter the number of places',
        registered_hint: 'The team registers the learners: the places are the registrants',
        scope: 'Apply to',
      },
      agenda: {
        loading: 'Loading the sessions',
        list_day: 'Day',
        list_week: 'Week',
        places: '%{count}/%{slots} registered',
        truncated:
          'Only %{shown} of the %{total} sessions of this period are shown: narrow the filters or the view',
      },
    },
  },
  fr: {
    app: {
      shell: {
        menu: { agenda: 'Agenda' },
        profile: {
          feed: {
            title: 'Flux de calendrier',
            hint: "Un lien privé auquel les agendas (Outlook, Google, Apple) s'abonnent : vos sessions de formateur, avec leurs liens de connexion. Quiconque a le lien les lit.",
            active_since: 'Un lien est actif, créé le %{date}.',
            make: 'Créer un lien privé',
            renew: 'Créer un nouveau lien',
            revoke: 'Révoquer le lien',
            old_stops: 'Le lien actuel cessera aussitôt de fonctionner.',
            url: 'Votre lien de calendrier',
            url_once: 'Affiché une seule fois : copiez-le maintenant dans votre agenda.',
            copy: 'Copier',
            copied: 'Lien copié',
            copy_failed: 'Le navigateur a refusé la copie : sélectionnez le lien et copiez-le',
            made: 'Le lien de calendrier a été créé',
            revoked: 'Le lien de calendrier a été révoqué',
          },
        },
      },
      session_form: {
        create_title: 'Nouvelle session',
        edit_title: 'Modifier la session',
        section_session: 'Session',
        section_when: 'Quand',
        section_who: 'Inscription',
        recurrent_hint: 'Chaque semaine du jour de début au jour de fin, les jours ci-dessous',
        weekday: 'Jour de la semaine',
        row_start: 'De',
        row_end: 'À',
        open_hint: "Les apprenants s'inscrivent eux-mêmes : indiquez le nombre de places",
        registered_hint: "L'équipe inscrit les apprenants : les places sont les inscrits",
        scope: 'Appliquer à',
      },
      agenda: {
        loading: 'Chargement des sessions',
        list_day: 'Jour',
        list_week: 'Semaine',
        places: '%{count}/%{slots} inscrits',
        truncated:
          'Seules %{shown} des %{total} sessions de cette période sont affichées : affinez les filtres ou la vue',
      },
    },
  },
  de: {
    app: {
      shell: {
        menu: { agenda: 'Kalender' },
        profile: {
          feed: {
            title: 'Kalender-Feed',
            hint: 'Ein privater Link, den Kalender-Apps (Outlook, Google, Apple) abonnieren: Ihre Sitzungen als Trainer mit ihren Teilnahmelinks. Wer den Link hat, kann sie lesen.',
            active_since: 'Ein Link ist aktiv, erstellt am %{date}.',
            make: 'Privaten Link erstellen',
            renew: 'Neuen Link erstellen',
            revoke: 'Link widerrufen',
            old_stops: 'Der aktuelle Link funktioniert sofort nicht mehr.',
            url: 'Ihr Kalender-Link',
            url_once: 'Nur dieses eine Mal angezeigt: jetzt in die Kalender-App kopieren.',
            copy: 'Kopieren',
            copied: 'Link kopiert',
            copy_failed: 'Der Browser hat das Kopieren verweigert: Link markieren und kopieren',
            made: 'Der Kalender-Link wurde erstellt',
            revoked: 'Der Kalender-Link wurde widerrufen',
          },
        },
      },
      session_form: {
        create_title: 'Neue Sitzung',
        edit_title: 'Sitzung bearbeiten',
        section_session: 'Sitzung',
        section_when: 'Wann',
        section_who: 'Anmeldung',
        recurrent_hint: 'Jede Woche vom Anfangs- bis zum Endtag, an den Wochentagen unten',
        weekday: 'Wochentag',
        row_start: 'Von',
        row_end: 'Bis',
        open_hint: 'Die Lernenden melden sich selbst an: Anzahl der Plätze eingeben',
        registered_hint: 'Das Team meldet die Lernenden an: die Plätze sind die Angemeldeten',
        scope: 'Anwenden auf',
      },
      agenda: {
        loading: 'Die Sitzungen werden geladen',
        list_day: 'Tag',
        list_week: 'Woche',
        places: '%{count}/%{slots} angemeldet',
        truncated:
          'Nur %{shown} der %{total} Sitzungen dieses Zeitraums werden angezeigt: Filter oder Ansicht eingrenzen',
      },
    },
  },
};
