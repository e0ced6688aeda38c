import type { Fragment } from '../merge';

/** Errors the API answers with (server/lib/http-errors.ts) and generic client errors. */
export const errors: Fragment = {
  en: {
    app: {
      errors: {
        bad_request: 'The request is not valid',
        bad_query: 'The list parameters are not valid',
        bad_sort: 'This column cannot be sorted',
        bad_json: 'The request body is not valid JSON',
        body_too_large: 'The request is too large',
        validation: 'Some fields are not valid',
        field_required: 'Required',
        field_invalid: 'Invalid value',
        field_too_long: 'Too long',
        field_unknown: 'Unknown field',
        unique_taken: 'This value is already used',
        still_referenced: 'This record is still used elsewhere and cannot be removed',
        unauthorized: 'Please sign in',
        forbidden: 'You are not allowed to do this',
        not_found: 'Not found',
        stale_update: 'This record was changed by someone else meanwhile; reload it and try again',
        too_many_requests: 'Too many attempts, please try again in %{seconds} seconds',
        server: 'Something went wrong on the server; please try again',
        server_reference:
          'Something went wrong on the server; please try again. Reference: %{reference}',
        network: 'The server cannot be reached',
        form_load: 'An error occured, please refresh the page',
      },
    },
  },
  fr: {
    app: {
      errors: {
        bad_request: "La requête n'est pas valide",
        bad_query: 'Les paramètres de la liste ne sont pas valides',
        bad_sort: 'Cette colonne ne peut pas être triée',
        bad_json: "Le corps de la requête n'est pas un JSON valide",
        body_too_large: 'La requête est trop volumineuse',
        validation: 'Certains champs ne sont pas valides',
        field_required: 'Obligatoire',
        field_invalid: 'Valeur incorrecte',
        field_too_long: 'Trop long',
        field_unknown: 'Champ inconnu',
        unique_taken: 'Cette valeur est déjà utilisée',
        still_referenced: 'Cette fiche est encore utilisée ailleurs et ne peut pas être supprimée',
        unauthorized: 'Veuillez vous connecter',
        forbidden: "Vous n'avez pas le droit de faire cela",
        not_found: 'Introuvable',
        stale_update:
          'Cette fiche a été modifiée entre-temps par quelqu’un d’autre ; rechargez-la et recommencez',
        too_many_requests: 'Trop de tentatives, réessayez dans %{seconds} secondes',
        server: 'Une erreur est survenue sur le serveur ; veuillez réessayer',
        server_reference:
          'Une erreur est survenue sur le serveur ; veuillez réessayer. Référence : %{reference}',
        network: 'Le serveur est injoignable',
        form_load: 'Une erreur est survenue, veuillez rafraîchir la page',
      },
    },
  },
  de: {
    app: {
      errors: {
        bad_request: 'Die Anfrage ist ungültig',
        bad_query: 'Die Listenparameter sind ungültig',
        bad_sort: 'Nach dieser Spalte kann nicht sortiert werden',
        bad_json: 'Der Inhalt der Anfrage ist kein gültiges JSON',
        body_too_large: 'Die Anfrage ist zu groß',
        validation: 'Einige Felder sind ungültig',
        field_required: 'Pflichtfeld',
        field_invalid: 'Ungültiger Wert',
        field_too_long: 'Zu lang',
        field_unknown: 'Unbekanntes Feld',
        unique_taken: 'Dieser Wert wird bereits verwendet',
        still_referenced: 'Dieser Datensatz wird noch verwendet und kann nicht entfernt werden',
        unauthorized: 'Bitte melden Sie sich an',
        forbidden: 'Dazu sind Sie nicht berechtigt',
        not_found: 'Nicht gefunden',
        stale_update:
          'Dieser Datensatz wurde inzwischen von jemand anderem geändert; laden Sie ihn neu und versuchen Sie es erneut',
        too_many_requests: 'Zu viele Versuche, bitte in %{seconds} Sekunden erneut versuchen',
        server: 'Auf dem Server ist ein Fehler aufgetreten; bitte erneut versuchen',
        server_reference:
          'Auf dem Server ist ein Fehler aufgetreten; bitte erneut versuchen. Referenz: %{reference}',
        network: 'Der Server ist nicht erreichbar',
        form_load: 'Ein Fehler ist aufgetreten, bitte laden Sie die Seite neu',
      },
    },
  },
};
