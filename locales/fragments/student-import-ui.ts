import type { Fragment } from '../merge';

/** The learners import dialog (students list, a group's Learners tab). */
export const studentImportUi: Fragment = {
  en: {
    app: {
      student_import_ui: {
        open: 'Import learners',
        title: 'Import learners',
        title_group: 'Import learners into this group',
        intro: 'An xlsx or csv file with one learner a row, under a row of column headers.',
        file: 'Spreadsheet file (xlsx or csv)',
        choose: 'Choose a file',
        chosen: 'File: %{name}',
        none_chosen: 'No file chosen',
        checking: 'Checking the file…',
        mapping: 'Columns of the file',
        mapping_help: 'The column that holds each field; changing one checks the file again.',
        no_column: 'No column',
        report: 'Dry run: nothing is written yet',
        counts: {
          new: '%{smart_count} new |||| %{smart_count} new',
          existing: '%{smart_count} matches a learner |||| %{smart_count} match a learner',
          error: '%{smart_count} error |||| %{smart_count} errors',
        },
        status: { new: 'New', existing: 'Matches a learner', error: 'Error' },
        columns: { line: 'Line', status: 'Status', reasons: 'Reasons' },
        caption: 'Rows of the file, errors first',
        has_errors:
          'Nothing can be imported while a row is in error: fix the file and choose it again.',
        confirm: 'Import %{smart_count} learner |||| Import %{smart_count} learners',
        importing: 'Importing…',
        done: 'Import finished: %{created} created, %{existing} already known, %{added} added to the group',
      },
    },
  },
  fr: {
    app: {
      student_import_ui: {
        open: 'Importer des apprenants',
        title: 'Importer des apprenants',
        title_group: 'Importer des apprenants dans ce groupe',
        intro:
          "Un fichier xlsx ou csv avec un apprenant par ligne, sous une ligne d'en-têtes de colonnes.",
        file: 'Fichier tableur (xlsx ou csv)',
        choose: 'Choisir un fichier',
        chosen: 'Fichier : %{name}',
        none_chosen: 'Aucun fichier choisi',
        checking: 'Vérification du fichier…',
        mapping: 'Colonnes du fichier',
        mapping_help:
          'La colonne qui porte chaque champ ; en changer une vérifie le fichier à nouveau.',
        no_column: 'Aucune colonne',
        report: "Essai : rien n'est encore enregistré",
        counts: {
          new: '%{smart_count} nouveau |||| %{smart_count} nouveaux',
          existing: '%{smart_count} apprenant connu |||| %{smart_count} apprenants connus',
          error: '%{smart_count} erreur |||| %{smart_count} erreurs',
        },
        status: { new: 'Nouveau', existing: 'Apprenant connu', error: 'Erreur' },
        columns: { line: 'Ligne', status: 'Statut', reasons: 'Motifs' },
        caption: "Lignes du fichier, les erreurs d'abord",
        has_errors:
          "Rien ne peut être importé tant qu'une ligne est en erreur : corrigez le fichier et choisissez-le à nouveau.",
        confirm: 'Importer %{smart_count} apprenant |||| Importer %{smart_count} apprenants',
        importing: 'Import en cours…',
        done: 'Import terminé : %{created} créés, %{existing} déjà connus, %{added} ajoutés au groupe',
      },
    },
  },
  de: {
    app: {
      student_import_ui: {
        open: 'Lernende importieren',
        title: 'Lernende importieren',
        title_group: 'Lernende in diese Gruppe importieren',
        intro:
          'Eine xlsx- oder csv-Datei mit einer lernenden Person je Zeile, unter einer Kopfzeile.',
        file: 'Tabellendatei (xlsx oder csv)',
        choose: 'Datei wählen',
        chosen: 'Datei: %{name}',
        none_chosen: 'Keine Datei gewählt',
        checking: 'Die Datei wird geprüft…',
        mapping: 'Spalten der Datei',
        mapping_help: 'Die Spalte jedes Feldes; eine Änderung prüft die Datei erneut.',
        no_column: 'Keine Spalte',
        report: 'Probelauf: noch wird nichts gespeichert',
        counts: {
          new: '%{smart_count} neu |||| %{smart_count} neu',
          existing: '%{smart_count} bereits bekannt |||| %{smart_count} bereits bekannt',
          error: '%{smart_count} Fehler |||| %{smart_count} Fehler',
        },
        status: { new: 'Neu', existing: 'Bereits bekannt', error: 'Fehler' },
        columns: { line: 'Zeile', status: 'Status', reasons: 'Gründe' },
        caption: 'Zeilen der Datei, Fehler zuerst',
        has_errors:
          'Solange eine Zeile fehlerhaft ist, wird nichts importiert: korrigieren Sie die Datei und wählen Sie sie erneut.',
        confirm: '%{smart_count} Person importieren |||| %{smart_count} Personen importieren',
        importing: 'Import läuft…',
        done: 'Import beendet: %{created} angelegt, %{existing} bereits bekannt, %{added} zur Gruppe hinzugefügt',
      },
    },
  },
};
