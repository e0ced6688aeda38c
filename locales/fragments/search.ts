import type { Fragment } from '../merge';

/** The global search of the top bar and the /search screen (spec sections 2 and 7). */
export const search: Fragment = {
  en: {
    app: {
      search: {
        label: 'Search',
        placeholder: 'Search…',
        too_short: 'Type at least 2 characters',
        searching: 'Searching...',
        nothing_found: 'Nothing Found',
        see_all: 'All results for "%{text}"',
        title: 'Search',
        results_for: 'Results for "%{text}"',
        link_not_found: 'Nothing matches this link any more',
        email_not_found: 'No record has the e-mail %{email}',
        search_again: 'Search for "%{text}"',
        show_in_list: 'Show all in %{list}',
        kinds: {
          company: 'Clients',
          user: 'Students',
          customer: 'Client contacts',
          teacher: 'Trainers',
          group: 'Groups',
        },
      },
    },
  },
  fr: {
    app: {
      search: {
        label: 'Rechercher',
        placeholder: 'Rechercher…',
        too_short: 'Saisissez au moins 2 caractères',
        searching: 'Recherche...',
        nothing_found: 'Aucun résultat',
        see_all: 'Tous les résultats pour « %{text} »',
        title: 'Recherche',
        results_for: 'Résultats pour « %{text} »',
        link_not_found: 'Plus rien ne correspond à ce lien',
        email_not_found: "Aucun enregistrement n'a l'e-mail %{email}",
        search_again: 'Rechercher « %{text} »',
        show_in_list: 'Tout afficher dans %{list}',
        kinds: {
          company: 'Clients',
          user: 'Apprenants',
          customer: 'Contacts clients',
          teacher: 'Formateurs',
          group: 'Groupes',
        },
      },
    },
  },
  de: {
    app: {
      search: {
        label: 'Suchen',
        placeholder: 'Suchen…',
        too_short: 'Bitte mindestens 2 Zeichen eingeben',
        searching: 'Suche läuft...',
        nothing_found: 'Nichts gefunden',
        see_all: 'Alle Ergebnisse für „%{text}“',
        title: 'Suche',
        results_for: 'Ergebnisse für „%{text}“',
        link_not_found: 'Zu diesem Link gibt es keinen Eintrag mehr',
        email_not_found: 'Kein Eintrag hat die E-Mail-Adresse %{email}',
        search_again: 'Nach „%{text}“ suchen',
        show_in_list: 'Alle anzeigen: %{list}',
        kinds: {
          company: 'Kunden',
          user: 'Lernende',
          customer: 'Kundenkontakte',
          teacher: 'Trainer',
          group: 'Gruppen',
        },
      },
    },
  },
};
