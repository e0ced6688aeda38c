import type { Fragment } from '../merge';

/** Messages of the rules in domain/rules (spec section 5). */
export const validation: Fragment = {
  en: {
    app: {
      validation: {
        required: 'Required',
        invalid_date: 'Enter a whole date that exists',
        field_error: 'Error with field %{name}',
        missing_values: 'Missing value(s)',
        invalid_email: 'Invalid email adress',
        password_policy:
          'The password needs at least 8 characters, 1 uppercase, 1 lowercase, 1 number and 1 special character',
        no_password_set: 'No password set',
        passwords_differ: 'Two password are not similar',
        email_password_required: 'Please provide an email and a password',
      },
    },
  },
  fr: {
    app: {
      validation: {
        required: 'Obligatoire',
        invalid_date: 'Saisissez une date complète et existante',
        field_error: 'Erreur sur le champ %{name}',
        missing_values: 'Valeur(s) manquante(s)',
        invalid_email: 'Adresse e-mail invalide',
        password_policy:
          'Le mot de passe doit contenir au moins 8 caractères, 1 majuscule, 1 minuscule, 1 chiffre et 1 caractère spécial',
        no_password_set: 'Aucun mot de passe saisi',
        passwords_differ: 'Les deux mots de passe ne sont pas identiques',
        email_password_required: 'Veuillez saisir un e-mail et un mot de passe',
      },
    },
  },
  de: {
    app: {
      validation: {
        required: 'Pflichtfeld',
        invalid_date: 'Bitte ein vollständiges, gültiges Datum eingeben',
        field_error: 'Fehler im Feld %{name}',
        missing_values: 'Fehlende Werte',
        invalid_email: 'Ungültige E-Mail-Adresse',
        password_policy:
          'Das Passwort braucht mindestens 8 Zeichen, 1 Großbuchstaben, 1 Kleinbuchstaben, 1 Ziffer und 1 Sonderzeichen',
        no_password_set: 'Kein Passwort angegeben',
        passwords_differ: 'Die beiden Passwörter stimmen nicht überein',
        email_password_required: 'Bitte geben Sie eine E-Mail-Adresse und ein Passwort ein',
      },
    },
  },
};
