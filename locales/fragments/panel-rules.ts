import type { Fragment } from '../merge';

/**
 * Company administration panel (issue 7): the messages of domain/rules/company-panel.ts, shown by
 * the panel's forms and answered by the /companyData routes. The fr texts are the spec's.
 */
export const panelRules: Fragment = {
  en: {
    app: {
      panel: {
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
      },
      semesters: {
        in_use: 'This semester is used by a client’s panel and cannot be deleted',
      },
    },
  },
  fr: {
    app: {
      panel: {
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
      },
      semesters: {
        in_use: 'Ce semestre est utilisé par le panneau d’un client et ne peut pas être supprimé',
      },
    },
  },
  de: {
    app: {
      panel: {
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
        semester_not_for_school: 'Dieses Semester wird für die Schulart des Kunden nicht angeboten',
        school_type_locked: 'Die Schulart kann nach dem Speichern nicht mehr geändert werden',
        admin_data_first: 'Speichern Sie zuerst die Verwaltungsdaten (Schulart)',
        no_semester_content:
          'Für diese Schulart ist noch kein Semesterinhalt eingerichtet: Bitte wenden Sie sich an den Support.',
      },
      semesters: {
        in_use:
          'Dieses Semester wird im Verwaltungsbereich eines Kunden verwendet und kann nicht gelöscht werden',
      },
    },
  },
};
