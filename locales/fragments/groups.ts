import type { Fragment } from '../merge';

/** Groups: API messages, the Courses tab, the group forms (basic, manage) and search. */
export const groups: Fragment = {
  en: {
    app: {
      groups: {
        session_manager_missing:
          'A required field is missing, check Teachers, CoursePlan Dates and language',
        not_found: 'This group does not exist',
        in_use: 'This group still has grades: it cannot be deleted',
        user_removed: 'User removed from group with success',
        user_graded: 'This learner has grades in the group and cannot be removed from it',
        dates_order: 'The begin date must not be after the end date',
        unknown_teacher: 'Unknown teacher, or not an active trainer',
        unknown_student: 'Unknown or archived student',
        student_other_company: 'This student belongs to another client',
        unknown_course: 'This course does not exist',
        unknown_resource: 'This resource does not exist',
        unknown_content: 'This skill does not exist',
        unknown_company: 'This client does not exist or is archived',
        unknown_language: 'This language does not exist',
        items_repeated: 'An item is given twice',
        hours_invalid: 'Hours: 0 or more, in steps of 0.5',
        percent_invalid: 'Percent: from 0 to 100, in steps of 5',
        semester_invalid: 'Semester: empty or from 0 to 10',
      },
    },
  },
  fr: {
    app: {
      groups: {
        session_manager_missing:
          'Un champ obligatoire est manquant, vérifiez les formateurs, les dates du plan de formation et la langue',
        not_found: "Ce groupe n'existe pas",
        in_use: 'Ce groupe a encore des notes : il ne peut pas être supprimé',
        user_removed: 'Utilisateur retiré du groupe avec succès',
        user_graded: 'Cet apprenant a des notes dans le groupe : il ne peut pas en être retiré',
        dates_order: 'La date de début ne doit pas être après la date de fin',
        unknown_teacher: 'Formateur inconnu ou inactif',
        unknown_student: 'Apprenant inconnu ou archivé',
        student_other_company: 'Cet apprenant appartient à un autre client',
        unknown_course: "Ce cours n'existe pas",
        unknown_resource: "Cette ressource n'existe pas",
        unknown_content: "Cette compétence n'existe pas",
        unknown_company: "Ce client n'existe pas ou est archivé",
        unknown_language: "Cette langue n'existe pas",
        items_repeated: 'Un élément est donné deux fois',
        hours_invalid: 'Heures : 0 ou plus, par pas de 0,5',
        percent_invalid: 'Pourcentage : de 0 à 100, par pas de 5',
        semester_invalid: 'Semestre : vide ou de 0 à 10',
      },
    },
  },
  de: {
    app: {
      groups: {
        session_manager_missing:
          'Ein Pflichtfeld fehlt, prüfen Sie Trainer, Daten des Kursplans und Sprache',
        not_found: 'Diese Gruppe existiert nicht',
        in_use: 'Diese Gruppe hat noch Noten: Sie kann nicht gelöscht werden',
        user_removed: 'Teilnehmer erfolgreich aus der Gruppe entfernt',
        user_graded: 'Dieser Teilnehmer hat Noten in der Gruppe: Er kann nicht entfernt werden',
        dates_order: 'Das Anfangsdatum darf nicht nach dem Enddatum liegen',
        unknown_teacher: 'Unbekannter oder nicht aktiver Trainer',
        unknown_student: 'Unbekannter oder archivierter Teilnehmer',
        student_other_company: 'Dieser Teilnehmer gehört zu einem anderen Kunden',
        unknown_course: 'Dieser Kurs existiert nicht',
        unknown_resource: 'Diese Ressource existiert nicht',
        unknown_content: 'Diese Kompetenz existiert nicht',
        unknown_company: 'Dieser Kunde existiert nicht oder ist archiviert',
        unknown_language: 'Diese Sprache existiert nicht',
        items_repeated: 'Ein Element ist doppelt angegeben',
        hours_invalid: 'Stunden: 0 oder mehr, in Schritten von 0,5',
        percent_invalid: 'Prozent: von 0 bis 100, in Schritten von 5',
        semester_invalid: 'Semester: leer oder von 0 bis 10',
      },
    },
  },
};
