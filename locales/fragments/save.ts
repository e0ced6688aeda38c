import type { Fragment } from '../merge';

/** What every form says when a save finds the record changed elsewhere since it was read. */
export const save: Fragment = {
  en: {
    app: {
      save: {
        stale_title: 'This record changed elsewhere',
        stale_hint:
          'What you typed is still in the form. Reload shows the saved version and replaces it.',
        reload: 'Reload',
        reloading: 'Reloading…',
        saved_on: 'Last saved on %{date}.',
        saved_by: 'Last saved on %{date} by %{name}.',
      },
    },
  },
  fr: {
    app: {
      save: {
        stale_title: 'Cet enregistrement a été modifié ailleurs',
        stale_hint:
          'Votre saisie est toujours dans le formulaire. Recharger affiche la version enregistrée et la remplace.',
        reload: 'Recharger',
        reloading: 'Rechargement…',
        saved_on: 'Dernier enregistrement le %{date}.',
        saved_by: 'Dernier enregistrement le %{date} par %{name}.',
      },
    },
  },
  de: {
    app: {
      save: {
        stale_title: 'Dieser Datensatz wurde an anderer Stelle geändert',
        stale_hint:
          'Ihre Eingaben stehen noch im Formular. Neu laden zeigt die gespeicherte Fassung und ersetzt sie.',
        reload: 'Neu laden',
        reloading: 'Wird neu geladen…',
        saved_on: 'Zuletzt gespeichert am %{date}.',
        saved_by: 'Zuletzt gespeichert am %{date} von %{name}.',
      },
    },
  },
};
