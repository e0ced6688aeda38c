import type { Fragment } from '../merge';

/** The employees screen (/admin): staff types, statuses, pending registrations. */
export const administrator: Fragment = {
  en: {
    resources: {
      admin: {
        name: 'Employee |||| Employees',
        fields: {
          type: 'Type',
          name: 'Name',
          firstname: 'First name',
          email: 'E-mail',
          phone: 'Phone',
          status: 'Status',
          password: 'Password',
          createdAt: 'Created',
          updatedAt: 'Updated',
        },
      },
    },
    app: {
      admin: {
        types: { 1: 'Super Administrator', 2: 'Admin', 3: 'Teacher' },
        statuses: { pending: 'Pending', active: 'Active', rejected: 'Rejected' },
        tabs: { all: 'All employees', pending: 'Pending registrations' },
        password_invitation:
          'Optional: without a password, an invitation e-mail with a link to set one is sent',
        password_keep: 'Leave empty to keep the current password',
        activate: 'Activate',
        reject: 'Reject',
        activated: '%{title} can now sign in',
        rejected: 'The registration of %{title} has been rejected',
        reject_title: 'Reject the registration of %{title}?',
        reject_content: 'This person will not be able to sign in.',
      },
    },
  },
  fr: {
    resources: {
      admin: {
        name: 'Employé |||| Employés',
        fields: {
          type: 'Type',
          name: 'Nom',
          firstname: 'Prénom',
          email: 'E-mail',
          phone: 'Téléphone',
          status: 'Statut',
          password: 'Mot de passe',
          createdAt: 'Créé le',
          updatedAt: 'Modifié le',
        },
      },
    },
    app: {
      admin: {
        types: { 1: 'Super Administrateur', 2: 'Administrateur', 3: 'Formateur' },
        statuses: { pending: 'En attente', active: 'Actif', rejected: 'Refusé' },
        tabs: { all: 'Tous les employés', pending: 'Inscriptions en attente' },
        password_invitation:
          'Facultatif : sans mot de passe, un e-mail d’invitation avec un lien pour en définir un est envoyé',
        password_keep: 'Laisser vide pour garder le mot de passe actuel',
        activate: 'Activer',
        reject: 'Refuser',
        activated: '%{title} peut maintenant se connecter',
        rejected: 'L’inscription de %{title} a été refusée',
        reject_title: 'Refuser l’inscription de %{title} ?',
        reject_content: 'Cette personne ne pourra pas se connecter.',
      },
    },
  },
  de: {
    resources: {
      admin: {
        name: 'Mitarbeiter(in) |||| Mitarbeitende',
        fields: {
          type: 'Typ',
          name: 'Name',
          firstname: 'Vorname',
          email: 'E-Mail',
          phone: 'Telefon',
          status: 'Status',
          password: 'Passwort',
          createdAt: 'Erstellt',
          updatedAt: 'Geändert',
        },
      },
    },
    app: {
      admin: {
        types: { 1: 'Super-Administrator', 2: 'Administrator', 3: 'Lehrkraft' },
        statuses: { pending: 'Ausstehend', active: 'Aktiv', rejected: 'Abgelehnt' },
        tabs: { all: 'Alle Mitarbeitenden', pending: 'Ausstehende Registrierungen' },
        password_invitation:
          'Optional: ohne Passwort wird eine Einladungs-E-Mail mit einem Link zum Festlegen gesendet',
        password_keep: 'Leer lassen, um das aktuelle Passwort zu behalten',
        activate: 'Aktivieren',
        reject: 'Ablehnen',
        activated: '%{title} kann sich jetzt anmelden',
        rejected: 'Die Registrierung von %{title} wurde abgelehnt',
        reject_title: 'Registrierung von %{title} ablehnen?',
        reject_content: 'Diese Person wird sich nicht anmelden können.',
      },
    },
  },
};
