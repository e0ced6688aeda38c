import type { Fragment } from '../merge';

/**
 * Company administration panel: the messages of domain/rules/company-panel.ts, shown by
 * the panel's forms and answered by the /companyData routes. The fr texts are the spec's.
 */
export const companyPanelRules: Fragment = {
  en: {
    app: {
      company_panel: {
        rules: {
          missing_values: 'Missing value(s)',
          siret_invalid: 'Incorrect SIRET',
          siret_helper: 'The SIRET must have 14 digits',
          values_invalid: 'Incorrect values',
          hours_zero_warning: 'Every hour is zero: is that intended?',
          semester_missing: 'No semester has been selected',
          begin_invalid: 'Incorrect start date',
          end_invalid: 'Incorrect end date',
          information_missing: 'Missing information',
          exam_semester_taken: 'This exam semester already has an entry',
          one_entry_only: 'This school type has a single semester entry',
          unknown_referent: 'A referent is not one of this client’s pedagogic contacts',
          semester_not_for_school: 'This semester is not offered for the client’s school type',
          school_type_locked: 'The school type is locked once saved',
          admin_data_first: 'Save the administrative data (school type) first',
          no_semester_content:
            'No semester content is set up for this school type yet: please contact support.',
          exam_semesters_invalid: 'The exam semesters are values 3 to 6, each once',
          no_open_semester: 'This client has no open semester entry to move on from',
          no_next_semester: 'This client has no next semester entry: add one first',
          roadmap: {
            export: 'Road map (xlsx)',
            running: 'Exporting…',
            failed: 'The road map could not be exported',
            duration: '%{hours} h %{minutes}',
            yes: 'Yes',
            no: 'No',
            sheets: { roadmap: 'Road map' },
            files: { roadmap: 'road-map' },
            columns: {
              companyName: 'Client',
              schoolType: 'School type',
              semesterValue: 'Semester',
              beginDate: 'Start',
              endDate: 'End',
              elearningHours: 'E-learning hours',
              presentialGroups: 'Presential groups',
              presentialHours: 'Presential hours',
              needFormer: 'Trainer needed',
              exams: 'Exam sessions',
            },
          },
        },
      },
      semesters: {
        in_use: 'This semester is used by a client’s panel and cannot be deleted',
      },
    },
  },
  fr: {
    app: {
      company_panel: {
        rules: {
          missing_values: 'Valeur(s) manquante(s)',
          siret_invalid: 'SIRET incorrect',
          siret_helper: 'Le SIRET doit contenir 14 chiffres',
          values_invalid: 'Valeurs incorrectes',
          hours_zero_warning: 'Toutes les heures sont à zéro : est-ce voulu ?',
          semester_missing: 'Aucun semestre n’a été sélectionné',
          begin_invalid: 'Date de début incorrecte',
          end_invalid: 'Date de fin incorrecte',
          information_missing: 'Informations manquantes',
          exam_semester_taken: 'Ce semestre d’examen a déjà une entrée',
          one_entry_only: 'Ce type d’école n’a qu’une seule entrée de semestre',
          unknown_referent: 'Un référent n’est pas un contact pédagogique de ce client',
          semester_not_for_school: 'Ce semestre n’est pas proposé pour le type d’école du client',
          school_type_locked: 'Le type d’école ne peut plus être modifié une fois enregistré',
          admin_data_first: 'Enregistrez d’abord les données administratives (type d’école)',
          no_semester_content:
            'Aucun contenu de semestre n’est encore prévu pour ce type d’école : veuillez contacter le support.',
          exam_semesters_invalid: 'Les semestres d’examen vont de 3 à 6, chacun une seule fois',
          no_open_semester: 'Ce client n’a aucun semestre en cours à clôturer',
          no_next_semester: 'Ce client n’a pas de semestre suivant : ajoutez-en un d’abord',
          roadmap: {
            export: 'Feuille de route (xlsx)',
            running: 'Export en cours…',
            failed: 'La feuille de route n’a pas pu être exportée',
            duration: '%{hours} h %{minutes}',
            yes: 'Oui',
            no: 'Non',
            sheets: { roadmap: 'Feuille de route' },
            files: { roadmap: 'feuille-de-route' },
            columns: {
              companyName: 'Client',
              schoolType: 'Type d’école',
              semesterValue: 'Semestre',
              beginDate: 'Début',
              endDate: 'Fin',
              elearningHours: 'Heures e-learning',
              presentialGroups: 'Groupes en présentiel',
              presentialHours: 'Heures en présentiel',
              needFormer: 'Formateur requis',
              exams: 'Sessions d’examen',
            },
          },
        },
      },
      semesters: {
        in_use: 'Ce semestre est utilisé par le panneau d’un client et ne peut pas être supprimé',
      },
    },
  },
  de: {
    app: {
      company_panel: {
        rules: {
          missing_values: 'Fehlende Angabe(n)',
          siret_invalid: 'SIRET ungültig',
          siret_helper: 'Die SIRET muss 14 Ziffern haben',
          values_invalid: 'Ungültige Werte',
          hours_zero_warning: 'Alle Stunden sind null: ist das gewollt?',
          semester_missing: 'Es wurde kein Semester ausgewählt',
          begin_invalid: 'Ungültiges Anfangsdatum',
          end_invalid: 'Ungültiges Enddatum',
          information_missing: 'Fehlende Informationen',
          exam_semester_taken: 'Dieses Prüfungssemester hat bereits einen Eintrag',
          one_entry_only: 'Diese Schulart hat nur einen Semestereintrag',
          unknown_referent:
            'Ein Ansprechpartner gehört nicht zu den pädagogischen Kontakten dieses Kunden',
          semester_not_for_school:
            'Dieses Semester wird für die Schulart des Kunden nicht angeboten',
          school_type_locked: 'Die Schulart kann nach dem Speichern nicht mehr geändert werden',
          admin_data_first: 'Speichern Sie zuerst die Verwaltungsdaten (Schulart)',
          no_semester_content:
            'Für diese Schulart ist noch kein Semesterinhalt eingerichtet: Bitte wenden Sie sich an den Support.',
          exam_semesters_invalid: 'Die Prüfungssemester sind die Werte 3 bis 6, jeder nur einmal',
          no_open_semester: 'Dieser Kunde hat keinen offenen Semestereintrag zum Abschließen',
          no_next_semester:
            'Dieser Kunde hat keinen folgenden Semestereintrag: Legen Sie zuerst einen an',
          roadmap: {
            export: 'Fahrplan (xlsx)',
            running: 'Export läuft…',
            failed: 'Der Fahrplan konnte nicht exportiert werden',
            duration: '%{hours} Std. %{minutes}',
            yes: 'Ja',
            no: 'Nein',
            sheets: { roadmap: 'Fahrplan' },
            files: { roadmap: 'fahrplan' },
            columns: {
              companyName: 'Kunde',
              schoolType: 'Schulart',
              semesterValue: 'Semester',
              beginDate: 'Beginn',
              endDate: 'Ende',
              elearningHours: 'E-Learning-Stunden',
              presentialGroups: 'Präsenzgruppen',
              presentialHours: 'Präsenzstunden',
              needFormer: 'Trainer erforderlich',
              exams: 'Prüfungstermine',
            },
          },
        },
      },
      semesters: {
        in_use:
          'Dieses Semester wird im Verwaltungsbereich eines Kunden verwendet und kann nicht gelöscht werden',
      },
    },
  },
};
