import type { Fragment } from '../merge';

/** Trainers (/teacher): screen, menu entry and invitation messages; the people screens share app.people. */
export const teachers: Fragment = {
  en: {
    resources: {
      teachers: {
        name: 'Trainer |||| Trainers',
        fields: {
          name: 'Name',
          firstname: 'First name',
          email: 'E-mail',
          phone: 'Phone',
          languages: 'Languages taught',
          status: 'Status',
          createdAt: 'Created',
          updatedAt: 'Updated',
          archivedAt: 'Archived',
        },
      },
    },
    app: {
      people: {
        menu: {
          teachers: 'Trainers',
        },
        teacher: {
          invitation:
            'An invitation e-mail will be sent to this address with a link to set a password.',
          status_pending: 'Pending',
          status_active: 'Active',
          status_rejected: 'Rejected',
          created: '%{title} created with success: the invitation e-mail has been sent',
        },
      },
    },
  },
  fr: {
    resources: {
      teachers: {
        name: 'Formateur |||| Formateurs',
        fields: {
          name: 'Nom',
          firstname: 'Prénom',
          email: 'E-mail',
          phone: 'Téléphone',
          languages: 'Langues enseignées',
          status: 'Statut',
          createdAt: 'Créé le',
          updatedAt: 'Modifié le',
          archivedAt: 'Archivé le',
        },
      },
    },
    app: {
      people: {
        menu: {
          teachers: 'Formateurs',
        },
        teacher: {
          invitation:
            'Un e-mail d’invitation sera envoyé à cette adresse avec un lien pour choisir un mot de passe.',
          status_pending: 'En attente',
          status_active: 'Actif',
          status_rejected: 'Refusé',
          created: '%{title} créé avec succès : l’e-mail d’invitation a été envoyé',
        },
      },
    },
  },
  de: {
    resources: {
      teachers: {
        name: 'Trainer |||| Trainer',
        fields: {
          name: 'Name',
          firstname: 'Vorname',
          email: 'E-Mail',
          phone: 'Telefon',
          languages: 'Unterrichtete Sprachen',
          status: 'Status',
          createdAt: 'Erstellt',
          updatedAt: 'Geändert',
          archivedAt: 'Archiviert',
        },
      },
    },
    app: {
      people: {
        menu: {
          teachers: 'Trainer',
        },
        teacher: {
          invitation:
            'An diese Adresse wird eine Einladung mit einem Link zum Festlegen des Passworts gesendet.',
          status_pending: 'Ausstehend',
          status_active: 'Aktiv',
          status_rejected: 'Abgelehnt',
          created: '%{title} erfolgreich erstellt: die Einladung wurde gesendet',
        },
      },
    },
  },
};
