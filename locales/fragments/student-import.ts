import type { Fragment } from '../merge';

/** The import of learners from a spreadsheet (server/areas/student-import). */
export const studentImport: Fragment = {
  en: {
    app: {
      student_import: {
        no_file: 'Choose a spreadsheet file (xlsx or csv)',
        empty_file: 'The file is empty',
        no_header: 'The first row must hold the column headers (name, first name, e-mail…)',
        no_rows: 'The file has no learner under its header row',
        not_spreadsheet: 'This file is neither an xlsx spreadsheet nor a csv file',
        utf16: 'The csv file is in UTF-16 or UTF-32: save it as UTF-8 or Windows-1252',
        bad_encoding: 'The csv file is neither UTF-8 nor Windows-1252: save it as UTF-8',
        bad_csv: 'The csv file cannot be read near line %{line} (a quote not closed?)',
        bad_xlsx: 'The xlsx file cannot be read: open it and save it again',
        xlsx_too_large: 'The xlsx file unpacks to more than %{max}: split it',
        too_many_rows: 'The file has more than %{max} rows: split it',
        formula: 'Cell %{cell} holds a formula: paste the values only and import again',
        bad_mapping: 'The column mapping is invalid',
        unknown_group: 'This group does not exist',
        company_not_groups: "The client must be the group's client",
        duplicate_in_file: 'This e-mail is on an earlier row of the file',
        invalid_level: 'The level must be A0 to C2 or 0 to 6',
        archived_student: 'This learner is archived: restore the learner first',
        rows_refused: 'Nothing was imported: %{count} rows are refused',
      },
    },
  },
  fr: {
    app: {
      student_import: {
        no_file: 'Choisissez un fichier tableur (xlsx ou csv)',
        empty_file: 'Le fichier est vide',
        no_header: 'La première ligne doit porter les en-têtes des colonnes (nom, prénom, e-mail…)',
        no_rows: "Le fichier n'a aucun apprenant sous sa ligne d'en-têtes",
        not_spreadsheet: "Ce fichier n'est ni un tableur xlsx ni un fichier csv",
        utf16: 'Le fichier csv est en UTF-16 ou UTF-32 : enregistrez-le en UTF-8 ou Windows-1252',
        bad_encoding:
          "Le fichier csv n'est ni en UTF-8 ni en Windows-1252 : enregistrez-le en UTF-8",
        bad_csv: 'Le fichier csv est illisible vers la ligne %{line} (un guillemet non fermé ?)',
        bad_xlsx: 'Le fichier xlsx est illisible : ouvrez-le et enregistrez-le à nouveau',
        xlsx_too_large: 'Le fichier xlsx décompressé dépasse %{max} : découpez-le',
        too_many_rows: 'Le fichier a plus de %{max} lignes : découpez-le',
        formula:
          'La cellule %{cell} contient une formule : collez les valeurs seules et importez à nouveau',
        bad_mapping: 'La correspondance des colonnes est invalide',
        unknown_group: "Ce groupe n'existe pas",
        company_not_groups: 'Le client doit être celui du groupe',
        duplicate_in_file: 'Cet e-mail figure sur une ligne précédente du fichier',
        invalid_level: 'Le niveau doit être A0 à C2 ou 0 à 6',
        archived_student: "Cet apprenant est archivé : restaurez-le d'abord",
        rows_refused: "Rien n'a été importé : %{count} lignes sont refusées",
      },
    },
  },
  de: {
    app: {
      student_import: {
        no_file: 'Wählen Sie eine Tabellendatei (xlsx oder csv)',
        empty_file: 'Die Datei ist leer',
        no_header:
          'Die erste Zeile muss die Spaltenüberschriften enthalten (Name, Vorname, E-Mail…)',
        no_rows: 'Die Datei enthält unter ihrer Kopfzeile keine Lernenden',
        not_spreadsheet: 'Diese Datei ist weder eine xlsx-Tabelle noch eine csv-Datei',
        utf16:
          'Die csv-Datei ist in UTF-16 oder UTF-32: speichern Sie sie als UTF-8 oder Windows-1252',
        bad_encoding:
          'Die csv-Datei ist weder UTF-8 noch Windows-1252: speichern Sie sie als UTF-8',
        bad_csv:
          'Die csv-Datei ist um Zeile %{line} nicht lesbar (ein nicht geschlossenes Anführungszeichen?)',
        bad_xlsx: 'Die xlsx-Datei ist nicht lesbar: öffnen und speichern Sie sie erneut',
        xlsx_too_large: 'Die xlsx-Datei ist entpackt größer als %{max}: teilen Sie sie auf',
        too_many_rows: 'Die Datei hat mehr als %{max} Zeilen: teilen Sie sie auf',
        formula:
          'Zelle %{cell} enthält eine Formel: fügen Sie nur die Werte ein und importieren Sie erneut',
        bad_mapping: 'Die Zuordnung der Spalten ist ungültig',
        unknown_group: 'Diese Gruppe gibt es nicht',
        company_not_groups: 'Der Kunde muss der Kunde der Gruppe sein',
        duplicate_in_file: 'Diese E-Mail steht bereits in einer früheren Zeile der Datei',
        invalid_level: 'Die Stufe muss A0 bis C2 oder 0 bis 6 sein',
        archived_student: 'Diese Person ist archiviert: stellen Sie sie zuerst wieder her',
        rows_refused: 'Nichts wurde importiert: %{count} Zeilen sind abgelehnt',
      },
    },
  },
};
