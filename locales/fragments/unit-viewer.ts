import type { Fragment } from '../merge';

/** The unit viewer, its tracking (/unitViewer) and the content origin's SCORM launcher. */
export const unitViewer: Fragment = {
  en: {
    app: {
      trackers: {
        capability_invalid: 'This tracking link is not valid',
        capability_expired: 'This tracking link has expired: reopen the unit',
        unknown_activity: 'This unit has no such activity',
      },
      unit_viewer: {
        title: '%{unit} — %{activity}',
        back: 'Back to units',
        frame_title: 'Unit content: %{activity}',
        loading: 'Loading the unit…',
        preview_notice: "Preview — not counted in learners' results",
        status_not_saved: 'Progress not saved yet',
        status_saving: 'Saving progress…',
        status_saved: 'Progress saved',
        status_failed: 'Progress could not be saved',
        resumed: 'Resuming where you stopped',
        not_found: 'This unit or activity does not exist',
        load_failed: 'The unit could not be opened',
        not_reporting: 'This unit is not reporting to the platform, so progress cannot be saved.',
        not_reporting_hint:
          'The content has not started its SCORM session. Check that the package really is %{version}, as its manifest says, and that it calls %{method}.',
        launcher_no_content: 'There is no content to load here.',
        launcher_outside: 'Open this unit from the platform to play it.',
      },
    },
  },
  fr: {
    app: {
      trackers: {
        capability_invalid: "Ce lien de suivi n'est pas valide",
        capability_expired: "Ce lien de suivi a expiré : rouvrez l'unité",
        unknown_activity: "Cette unité n'a pas cette activité",
      },
      unit_viewer: {
        title: '%{unit} — %{activity}',
        back: 'Retour aux unités',
        frame_title: "Contenu de l'unité : %{activity}",
        loading: "Chargement de l'unité…",
        preview_notice: 'Aperçu — non compté dans les résultats des apprenants',
        status_not_saved: 'Progression pas encore enregistrée',
        status_saving: 'Enregistrement de la progression…',
        status_saved: 'Progression enregistrée',
        status_failed: "La progression n'a pas pu être enregistrée",
        resumed: 'Reprise là où vous vous étiez arrêté',
        not_found: "Cette unité ou cette activité n'existe pas",
        load_failed: "L'unité n'a pas pu être ouverte",
        not_reporting:
          'Cette unité ne communique pas avec la plateforme : la progression ne peut pas être enregistrée.',
        not_reporting_hint:
          "Le contenu n'a pas ouvert sa session SCORM. Vérifiez que le paquet est bien en %{version}, comme l'indique son manifeste, et qu'il appelle %{method}.",
        launcher_no_content: "Il n'y a aucun contenu à charger ici.",
        launcher_outside: 'Ouvrez cette unité depuis la plateforme pour la lire.',
      },
    },
  },
  de: {
    app: {
      trackers: {
        capability_invalid: 'Dieser Tracking-Link ist ungültig',
        capability_expired: 'Dieser Tracking-Link ist abgelaufen: Öffnen Sie die Einheit erneut',
        unknown_activity: 'Diese Einheit hat keine solche Aktivität',
      },
      unit_viewer: {
        title: '%{unit} — %{activity}',
        back: 'Zurück zu den Einheiten',
        frame_title: 'Inhalt der Einheit: %{activity}',
        loading: 'Die Einheit wird geladen…',
        preview_notice: 'Vorschau — zählt nicht zu den Ergebnissen der Lernenden',
        status_not_saved: 'Fortschritt noch nicht gespeichert',
        status_saving: 'Fortschritt wird gespeichert…',
        status_saved: 'Fortschritt gespeichert',
        status_failed: 'Der Fortschritt konnte nicht gespeichert werden',
        resumed: 'Fortsetzung an der Stelle, an der Sie aufgehört haben',
        not_found: 'Diese Einheit oder Aktivität gibt es nicht',
        load_failed: 'Die Einheit konnte nicht geöffnet werden',
        not_reporting:
          'Diese Einheit meldet nichts an die Plattform, daher kann der Fortschritt nicht gespeichert werden.',
        not_reporting_hint:
          'Der Inhalt hat seine SCORM-Sitzung nicht gestartet. Prüfen Sie, ob das Paket wirklich %{version} ist, wie sein Manifest angibt, und ob es %{method} aufruft.',
        launcher_no_content: 'Hier gibt es keinen Inhalt zu laden.',
        launcher_outside: 'Öffnen Sie diese Einheit über die Plattform, um sie abzuspielen.',
      },
    },
  },
};
