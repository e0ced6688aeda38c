import type { Fragment } from '../merge';

/** What the people screens share: the student page, the archive, exports; clients, contacts and trainers have their own fragments. */
export const people: Fragment = {
  en: {
    resources: {
      // The students resource is declared in students.ts; these are the people screens' fields.
      students: {
        fields: {
          company: 'Company',
          companyName: 'Company',
          archived: 'Archived',
          archivedAt: 'Archived',
        },
      },
    },
    app: {
      people: {
        menu: {
          archive: 'Archive',
        },
        student: {
          identity: 'Identity',
          company: 'Company',
          contact: 'Contact',
          training: 'Training',
          dates: 'Record',
          no_company: 'No company',
          download_pdf: 'Download PDF',
          downloading: 'Downloading…',
          pdf_error: 'The PDF could not be downloaded',
          not_found: 'This student does not exist',
          archived_on: 'Archived on %{date}',
        },
        archive: {
          title: 'Archive',
          tab_students: 'Students',
          tab_customers: 'Client contacts',
          tab_teachers: 'Trainers',
          tab_schools: 'Clients',
          restore: 'Restore',
          restored: 'Record restored |||| %{smart_count} records restored',
          archive: 'Archive',
          archived: 'Record archived |||| %{smart_count} records archived',
          archive_confirm_title: 'Archive %{name}',
          archive_confirm:
            'Archive this record? It leaves the lists and can be restored from the archive.',
          bulk_archive_confirm_title: 'Archive %{smart_count} records',
          bulk_archive_confirm:
            'Archive the selected records? They leave the lists and can be restored from the archive.',
          empty: 'Nothing archived',
          record_archived: 'This record has been archived',
          open_archive: 'Open the archive',
        },
        export: {
          xlsx: 'Export xlsx',
          running: 'Exporting…',
          failed: 'The export failed',
        },
      },
    },
  },
  fr: {
    resources: {
      // The students resource is declared in students.ts; these are the people screens' fields.
      students: {
        fields: {
          company: 'Entreprise',
          companyName: 'Entreprise',
          archived: 'Archivés',
          archivedAt: 'Archivé le',
        },
      },
    },
    app: {
      people: {
        menu: {
          archive: 'Archives',
        },
        student: {
          identity: 'Identité',
          company: 'Entreprise',
          contact: 'Coordonnées',
          training: 'Formation',
          dates: 'Fiche',
          no_company: 'Aucune entreprise',
          download_pdf: 'Télécharger le PDF',
          downloading: 'Téléchargement…',
          pdf_error: "Le PDF n'a pas pu être téléchargé",
          not_found: "Cet apprenant n'existe pas",
          archived_on: 'Archivé le %{date}',
        },
        archive: {
          title: 'Archives',
          tab_students: 'Apprenants',
          tab_customers: 'Contacts clients',
          tab_teachers: 'Formateurs',
          tab_schools: 'Clients',
          restore: 'Restaurer',
          restored: 'Fiche restaurée |||| %{smart_count} fiches restaurées',
          archive: 'Archiver',
          archived: 'Fiche archivée |||| %{smart_count} fiches archivées',
          archive_confirm_title: 'Archiver %{name}',
          archive_confirm:
            'Archiver cette fiche ? Elle quitte les listes et peut être restaurée depuis les archives.',
          bulk_archive_confirm_title: 'Archiver %{smart_count} fiches',
          bulk_archive_confirm:
            'Archiver les fiches sélectionnées ? Elles quittent les listes et peuvent être restaurées depuis les archives.',
          empty: 'Rien dans les archives',
          record_archived: 'Cet enregistrement a été archivé',
          open_archive: 'Ouvrir les archives',
        },
        export: {
          xlsx: 'Exporter en xlsx',
          running: 'Export en cours…',
          failed: "L'export a échoué",
        },
      },
    },
  },
  de: {
    resources: {
      // The students resource is declared in students.ts; these are the people screens' fields.
      students: {
        fields: {
          company: 'Unternehmen',
          companyName: 'Unternehmen',
          archived: 'Archiviert',
          archivedAt: 'Archiviert',
        },
      },
    },
    app: {
      people: {
        menu: {
          archive: 'Archiv',
        },
        student: {
          identity: 'Identität',
          company: 'Unternehmen',
          contact: 'Kontakt',
          training: 'Ausbildung',
          dates: 'Datensatz',
          no_company: 'Kein Unternehmen',
          download_pdf: 'PDF herunterladen',
          downloading: 'Wird heruntergeladen…',
          pdf_error: 'Das PDF konnte nicht heruntergeladen werden',
          not_found: 'Diese Person existiert nicht',
          archived_on: 'Archiviert am %{date}',
        },
        archive: {
          title: 'Archiv',
          tab_students: 'Lernende',
          tab_customers: 'Kundenkontakte',
          tab_teachers: 'Trainer',
          tab_schools: 'Kunden',
          restore: 'Wiederherstellen',
          restored: 'Datensatz wiederhergestellt |||| %{smart_count} Datensätze wiederhergestellt',
          archive: 'Archivieren',
          archived: 'Datensatz archiviert |||| %{smart_count} Datensätze archiviert',
          archive_confirm_title: '%{name} archivieren',
          archive_confirm:
            'Diesen Datensatz archivieren? Er verschwindet aus den Listen und kann aus dem Archiv wiederhergestellt werden.',
          bulk_archive_confirm_title: '%{smart_count} Datensätze archivieren',
          bulk_archive_confirm:
            'Die ausgewählten Datensätze archivieren? Sie verschwinden aus den Listen und können aus dem Archiv wiederhergestellt werden.',
          empty: 'Nichts archiviert',
          record_archived: 'Dieser Eintrag wurde archiviert',
          open_archive: 'Archiv öffnen',
        },
        export: {
          xlsx: 'Als xlsx exportieren',
          running: 'Export läuft…',
          failed: 'Der Export ist fehlgeschlagen',
        },
      },
    },
  },
};
