import type { Messages } from '../merge';

/** Keys of ra-language-english that @haleos/ra-language-german does not have yet. */
export const reactAdminGermanCompletions: Messages = {
  ra: {
    action: {
      reset: 'Zurücksetzen',
      search_columns: 'Spalten durchsuchen',
      select_all_button: 'Alle auswählen',
      update_application: 'Anwendung neu laden',
    },
    page: { access_denied: 'Zugriff verweigert', authentication_error: 'Authentifizierungsfehler' },
    message: {
      // The German catalogue names the record by its id, a UUID here.
      delete_title: '%{name} %{recordRepresentation} löschen',
      access_denied: 'Sie haben nicht die nötigen Rechte, um diese Seite aufzurufen.',
      authentication_error:
        'Der Authentifizierungsserver hat einen Fehler gemeldet; Ihre Anmeldedaten konnten nicht geprüft werden.',
      select_all_limit_reached:
        'Es gibt zu viele Elemente, um alle auszuwählen. Nur die ersten %{max} Elemente wurden ausgewählt.',
      placeholder_data_warning: 'Netzwerkproblem: Die Daten konnten nicht aktualisiert werden.',
    },
    navigation: {
      clear_filters: 'Filter zurücksetzen',
      no_filtered_results: 'Keine %{name} mit den aktuellen Filtern gefunden.',
    },
    auth: { email: 'E-Mail' },
    notification: {
      application_update_available: 'Eine neue Version ist verfügbar.',
      offline: 'Keine Verbindung. Die Daten konnten nicht geladen werden.',
    },
    validation: { unique: 'Muss eindeutig sein' },
    guesser: {
      empty: { title: 'Keine Daten anzuzeigen', message: 'Bitte prüfen Sie Ihren Data Provider' },
    },
  },
};
