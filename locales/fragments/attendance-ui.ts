import type { Fragment } from '../merge';

/** The attendance sheet (/session/appointment/{id}, spec section 8). */
export const attendanceUi: Fragment = {
  en: {
    app: {
      attendance: {
        title: 'Attendance: %{title}',
        back: 'Back to the session %{title}',
        sheet: 'Attendance sheet',
        create: 'Create the attendance sheet',
        create_hint:
          'Once the sheet is created, the registrants can no longer change; each is then marked present, absent or late.',
        created: 'The attendance sheet has been created',
        saved: 'Attendance saved',
        status_of: 'Attendance of %{name}',
        arrival: 'Arrival',
        save_late: 'Save the arrival',
        arrived: 'arrived at %{time}',
        unknown_student: 'Unknown student',
      },
    },
  },
  fr: {
    app: {
      attendance: {
        title: 'Émargement : %{title}',
        back: 'Retour à la session %{title}',
        sheet: "Feuille d'émargement",
        create: "Créer la feuille d'émargement",
        create_hint:
          'Une fois la feuille créée, les inscrits ne peuvent plus changer ; chacun est ensuite noté présent, absent ou en retard.',
        created: "La feuille d'émargement a été créée",
        saved: 'Présence enregistrée',
        status_of: 'Présence de %{name}',
        arrival: 'Arrivée',
        save_late: "Enregistrer l'arrivée",
        arrived: 'arrivé(e) à %{time}',
        unknown_student: 'Apprenant inconnu',
      },
    },
  },
  de: {
    app: {
      attendance: {
        title: 'Anwesenheit: %{title}',
        back: 'Zurück zur Sitzung %{title}',
        sheet: 'Anwesenheitsliste',
        create: 'Anwesenheitsliste erstellen',
        create_hint:
          'Ist die Liste erstellt, ändern sich die Angemeldeten nicht mehr; jede Person wird dann als anwesend, abwesend oder verspätet erfasst.',
        created: 'Die Anwesenheitsliste wurde erstellt',
        saved: 'Anwesenheit gespeichert',
        status_of: 'Anwesenheit von %{name}',
        arrival: 'Ankunft',
        save_late: 'Ankunft speichern',
        arrived: 'angekommen um %{time}',
        unknown_student: 'Unbekannter Lernender',
      },
    },
  },
};
