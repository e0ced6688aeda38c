import type { Fragment } from '../merge';

/** Clients (/company): the list, the client page and its messages; the people screens share app.people. */
export const companies: Fragment = {
  en: {
    resources: {
      companies: {
        name: 'Client |||| Clients',
        fields: {
          name: 'Name',
          country: 'Country',
          type: 'Type',
          languageArea: 'Language area',
          referent: 'Referent',
          referentName: 'Referent',
          createdAt: 'Created',
          updatedAt: 'Updated',
          archivedAt: 'Archived',
        },
      },
    },
    app: {
      people: {
        company: {
          // list_1, list_2: the menu, the page title and the search name each list by these keys.
          type_client: 'Client',
          type_school: 'School',
          area_1: 'English',
          area_2: 'Medical',
          list_1: 'English clients',
          list_2: 'Medical clients',
          created: '%{name} created with success',
          updated: 'Company updated with success',
          deleted: 'Company deleted with success',
          tab_users: 'Users',
          tab_infos: 'Informations',
          students: 'Students',
          contacts: 'Client contacts',
          add_student: 'Add a student',
          add_contact: 'Add a client contact',
          not_found: 'This client does not exist',
        },
      },
    },
  },
  fr: {
    resources: {
      companies: {
        name: 'Client |||| Clients',
        fields: {
          name: 'Nom',
          country: 'Pays',
          type: 'Type',
          languageArea: 'Domaine de langue',
          referent: 'Référent',
          referentName: 'Référent',
          createdAt: 'Créé le',
          updatedAt: 'Modifié le',
          archivedAt: 'Archivé le',
        },
      },
    },
    app: {
      people: {
        company: {
          type_client: 'Client',
          type_school: 'École',
          area_1: 'Anglais',
          area_2: 'Médical',
          list_1: 'Clients anglais',
          list_2: 'Clients médicaux',
          created: '%{name} créé avec succès',
          updated: 'Entreprise mise à jour avec succès',
          deleted: 'Entreprise supprimée avec succès',
          tab_users: 'Utilisateurs',
          tab_infos: 'Informations',
          students: 'Apprenants',
          contacts: 'Contacts clients',
          add_student: 'Ajouter un apprenant',
          add_contact: 'Ajouter un contact client',
          not_found: "Ce client n'existe pas",
        },
      },
    },
  },
  de: {
    resources: {
      companies: {
        name: 'Kunde |||| Kunden',
        fields: {
          name: 'Name',
          country: 'Land',
          type: 'Art',
          languageArea: 'Sprachbereich',
          referent: 'Ansprechpartner',
          referentName: 'Ansprechpartner',
          createdAt: 'Erstellt',
          updatedAt: 'Geändert',
          archivedAt: 'Archiviert',
        },
      },
    },
    app: {
      people: {
        company: {
          type_client: 'Kunde',
          type_school: 'Schule',
          area_1: 'Englisch',
          area_2: 'Medizinisch',
          list_1: 'Kunden Englisch',
          list_2: 'Kunden Medizin',
          created: '%{name} erfolgreich erstellt',
          updated: 'Unternehmen erfolgreich aktualisiert',
          deleted: 'Unternehmen erfolgreich gelöscht',
          tab_users: 'Benutzer',
          tab_infos: 'Informationen',
          students: 'Lernende',
          contacts: 'Kundenkontakte',
          add_student: 'Lernenden hinzufügen',
          add_contact: 'Kundenkontakt hinzufügen',
          not_found: 'Dieser Kunde existiert nicht',
        },
      },
    },
  },
};
