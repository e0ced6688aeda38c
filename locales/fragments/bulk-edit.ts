import type { Fragment } from '../merge';

/** Messages of the bulk edit: the API's refusals and the dialog of the list screens. */
export const bulkEdit: Fragment = {
  en: {
    app: {
      bulk: {
        archived: 'This record is archived',
        reference_missing: 'A chosen value does not exist',
        rule_violated: 'This change breaks a rule of the records',
        no_field: 'Choose at least one field to change',
        button: 'Edit the %{smart_count} selected',
        title: 'Edit %{smart_count} record(s)',
        change: 'Change %{field}',
        leave: 'Fields left unticked stay unchanged.',
        save: 'Apply',
        saving: 'Saving…',
        updated: '%{smart_count} record(s) updated',
        refused: '%{smart_count} refused: %{reasons}',
      },
    },
  },
  fr: {
    app: {
      bulk: {
        archived: 'Cet enregistrement est archivé',
        reference_missing: "Une valeur choisie n'existe pas",
        rule_violated: 'Ce changement enfreint une règle des données',
        no_field: 'Choisissez au moins un champ à modifier',
        button: 'Modifier les %{smart_count} sélectionnés',
        title: 'Modifier %{smart_count} enregistrement(s)',
        change: 'Modifier %{field}',
        leave: 'Les champs non cochés restent inchangés.',
        save: 'Appliquer',
        saving: 'Enregistrement…',
        updated: '%{smart_count} enregistrement(s) mis à jour',
        refused: '%{smart_count} refusé(s) : %{reasons}',
      },
    },
  },
  de: {
    app: {
      bulk: {
        archived: 'Dieser Datensatz ist archiviert',
        reference_missing: 'Ein gewählter Wert existiert nicht',
        rule_violated: 'Diese Änderung verletzt eine Regel der Daten',
        no_field: 'Wählen Sie mindestens ein Feld zum Ändern',
        button: 'Die %{smart_count} ausgewählten bearbeiten',
        title: '%{smart_count} Datensätze bearbeiten',
        change: '%{field} ändern',
        leave: 'Nicht angehakte Felder bleiben unverändert.',
        save: 'Anwenden',
        saving: 'Wird gespeichert…',
        updated: '%{smart_count} Datensätze aktualisiert',
        refused: '%{smart_count} abgelehnt: %{reasons}',
      },
    },
  },
};
