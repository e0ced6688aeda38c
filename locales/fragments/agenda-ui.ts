import type { Fragment } from '../merge';

/** /agenda: the calendar's menu entry, event texts and states (spec section 2). */
export const agendaUi: Fragment = {
  en: {
    app: {
      shell: { menu: { agenda: 'Agenda' } },
      agenda: {
        loading: 'Loading the sessions',
        list_day: 'Day',
        list_week: 'Week',
        places: '%{count}/%{slots} registered',
        truncated:
          'Only %{shown} of the %{total} sessions of this period are shown: narrow the filters or the view',
      },
    },
  },
  fr: {
    app: {
      shell: { menu: { agenda: 'Agenda' } },
      agenda: {
        loading: 'Chargement des sessions',
        list_day: 'Jour',
        list_week: 'Semaine',
        places: '%{count}/%{slots} inscrits',
        truncated:
          'Seules %{shown} des %{total} sessions de cette période sont affichées : affinez les filtres ou la vue',
      },
    },
  },
  de: {
    app: {
      shell: { menu: { agenda: 'Kalender' } },
      agenda: {
        loading: 'Die Sitzungen werden geladen',
        list_day: 'Tag',
        list_week: 'Woche',
        places: '%{count}/%{slots} angemeldet',
        truncated:
          'Nur %{shown} der %{total} Sitzungen dieses Zeitraums werden angezeigt: Filter oder Ansicht eingrenzen',
      },
    },
  },
};
