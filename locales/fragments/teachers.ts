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
          qualifications: 'Diplomas, titles or references',
          trainerKind: 'Employment',
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
          qualifications_helper:
            'The training contract of a learner paying personally states them (article L6353-4 of the Labour Code).',
          trainer_kind_helper:
            'The annual report (BPF, frame E) counts the provider’s own trainers apart from outside ones',
          trainer_kinds: { own: 'Own staff', outside: 'Outside (self-employed, subcontracted)' },
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
          qualifications: 'Diplômes, titres ou références',
          trainerKind: 'Rattachement',
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
          qualifications_helper:
            'Le contrat de formation d’un apprenant qui finance lui-même sa formation les mentionne (article L6353-4 du Code du travail).',
          trainer_kind_helper:
            'Le bilan pédagogique et financier (cadre E) compte à part les formateurs de l’organisme et les formateurs extérieurs',
          trainer_kinds: {
            own: 'Salarié de l’organisme',
            outside: 'Extérieur (indépendant, sous-traitant)',
          },
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
          qualifications: 'Abschlüsse, Titel oder Referenzen',
          trainerKind: 'Beschäftigung',
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
          qualifications_helper:
            'Der Schulungsvertrag einer selbst zahlenden Person nennt sie (Artikel L6353-4 des französischen Arbeitsgesetzbuchs).',
          trainer_kind_helper:
            'Der Jahresbericht (BPF, Rahmen E) zählt eigene und externe Lehrkräfte getrennt',
          trainer_kinds: {
            own: 'Eigenes Personal',
            outside: 'Extern (selbstständig, Subunternehmen)',
          },
          status_pending: 'Ausstehend',
          status_active: 'Aktiv',
          status_rejected: 'Abgelehnt',
          created: '%{title} erfolgreich erstellt: die Einladung wurde gesendet',
        },
      },
    },
  },
};
