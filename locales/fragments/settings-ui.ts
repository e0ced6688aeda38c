import type { Fragment } from '../merge';

/** The provider's settings page (/settings, Super Administrators): one card a section. */
export const settingsUi: Fragment = {
  en: {
    app: {
      settings_ui: {
        title: 'Settings',
        menu: 'Settings',
        between: 'A whole number from %{min} to %{max}',
        saved: 'Settings saved',
        load_error: 'The settings could not be loaded.',
        never_saved: 'Never saved: the default thresholds apply.',
        saved_on: 'Last saved on %{date}.',
        saved_by: 'Last saved on %{date} by %{name}.',
        at_risk: {
          title: 'Learners at risk',
          intro:
            'The rules that flag a learner at risk of dropping out. A rule switched off raises no new flag; the open ones stay until closed.',
          rules: {
            absences: 'Unjustified absences',
            inactivity: 'E-learning inactivity',
            behind: 'Behind plan',
          },
          help: {
            absences:
              'Flagged with this many unjustified half-days or more within the last days given.',
            inactivity:
              'Flagged after this many days without e-learning while the e-learning hours planned are not reached.',
            behind:
              'Flagged when the hours done are below this share of the hours due by now, from the group’s dates.',
          },
          fields: {
            absences: { halfDays: 'Half-days', days: 'Within the last (days)' },
            inactivity: { days: 'Days without e-learning' },
            behind: { percent: 'Share of the hours due (%)' },
          },
        },
      },
    },
  },
  fr: {
    app: {
      settings_ui: {
        title: 'Paramètres',
        menu: 'Paramètres',
        between: 'Un nombre entier de %{min} à %{max}',
        saved: 'Paramètres enregistrés',
        load_error: 'Les paramètres n’ont pas pu être chargés.',
        never_saved: 'Jamais enregistrés : les seuils par défaut s’appliquent.',
        saved_on: 'Enregistrés le %{date}.',
        saved_by: 'Enregistrés le %{date} par %{name}.',
        at_risk: {
          title: 'Apprenants à risque',
          intro:
            'Les règles qui signalent un apprenant à risque de décrochage. Une règle désactivée ne lève plus de signalement ; ceux qui sont ouverts le restent jusqu’à leur clôture.',
          rules: {
            absences: 'Absences injustifiées',
            inactivity: 'Inactivité en e-learning',
            behind: 'Retard sur le plan',
          },
          help: {
            absences:
              'Signalé à partir de ce nombre de demi-journées injustifiées sur les derniers jours indiqués.',
            inactivity:
              'Signalé après ce nombre de jours sans e-learning tant que les heures d’e-learning prévues ne sont pas atteintes.',
            behind:
              'Signalé quand les heures faites sont sous cette part des heures attendues à ce jour, selon les dates du groupe.',
          },
          fields: {
            absences: { halfDays: 'Demi-journées', days: 'Sur les derniers (jours)' },
            inactivity: { days: 'Jours sans e-learning' },
            behind: { percent: 'Part des heures attendues (%)' },
          },
        },
      },
    },
  },
  de: {
    app: {
      settings_ui: {
        title: 'Einstellungen',
        menu: 'Einstellungen',
        between: 'Eine ganze Zahl von %{min} bis %{max}',
        saved: 'Einstellungen gespeichert',
        load_error: 'Die Einstellungen konnten nicht geladen werden.',
        never_saved: 'Noch nie gespeichert: Es gelten die Standardschwellen.',
        saved_on: 'Zuletzt gespeichert am %{date}.',
        saved_by: 'Zuletzt gespeichert am %{date} von %{name}.',
        at_risk: {
          title: 'Abbruchgefährdete Lernende',
          intro:
            'Die Regeln, nach denen Lernende als abbruchgefährdet gemeldet werden. Eine ausgeschaltete Regel erstellt keine neue Meldung; offene Meldungen bleiben, bis sie geschlossen werden.',
          rules: {
            absences: 'Unentschuldigte Fehlzeiten',
            inactivity: 'Keine E-Learning-Aktivität',
            behind: 'Im Rückstand',
          },
          help: {
            absences:
              'Gemeldet ab dieser Zahl unentschuldigter Halbtage in den angegebenen letzten Tagen.',
            inactivity:
              'Gemeldet nach so vielen Tagen ohne E-Learning, solange die geplanten E-Learning-Stunden nicht erreicht sind.',
            behind:
              'Gemeldet, wenn die erledigten Stunden unter diesem Anteil der bis heute fälligen Stunden liegen (nach den Daten der Gruppe).',
          },
          fields: {
            absences: { halfDays: 'Halbtage', days: 'In den letzten (Tagen)' },
            inactivity: { days: 'Tage ohne E-Learning' },
            behind: { percent: 'Anteil der fälligen Stunden (%)' },
          },
        },
      },
    },
  },
};
