import type { Fragment } from '../merge';

/** Access codes' screens (/codes): list, batch creation, edit and show, printing cards. */
export const accessCodesUi: Fragment = {
  en: {
    resources: {
      codes: {
        name: 'Access code |||| Access codes',
        fields: {
          code: 'Code',
          count: 'Number of codes',
          pool: 'Question pool',
          company: 'Client',
          group: 'Group',
          validFrom: 'Valid from',
          validUntil: 'Valid until',
          maxUses: 'Uses allowed',
          uses: 'Uses',
          createdAt: 'Created',
          updatedAt: 'Updated',
        },
      },
    },
    app: {
      codes_ui: {
        created: 'The access codes were created',
        cards: {
          print: 'Print cards (PDF)',
          print_one: 'Print its card (PDF)',
          running: 'Preparing the cards…',
          failed: 'The cards could not be made',
          capped:
            'Only the first %{max} codes were printed: narrow the filter to print the others.',
        },
        help: {
          count: 'From 1 to 100 codes alike, made at once',
          group: 'Optional: one group of the client chosen above, when the test is for that group',
        },
      },
    },
  },
  fr: {
    resources: {
      codes: {
        name: "Code d'accès |||| Codes d'accès",
        fields: {
          code: 'Code',
          count: 'Nombre de codes',
          pool: 'Banque de questions',
          company: 'Client',
          group: 'Groupe',
          validFrom: 'Valable du',
          validUntil: "Valable jusqu'au",
          maxUses: 'Utilisations permises',
          uses: 'Utilisations',
          createdAt: 'Créé le',
          updatedAt: 'Modifié le',
        },
      },
    },
    app: {
      codes_ui: {
        created: "Les codes d'accès ont été créés",
        cards: {
          print: 'Imprimer les cartes (PDF)',
          print_one: 'Imprimer sa carte (PDF)',
          running: 'Préparation des cartes…',
          failed: "Les cartes n'ont pas pu être créées",
          capped:
            'Seuls les %{max} premiers codes ont été imprimés : affinez le filtre pour imprimer les autres.',
        },
        help: {
          count: 'De 1 à 100 codes identiques, créés en une fois',
          group:
            'Facultatif : un groupe du client choisi ci-dessus, quand le test est pour ce groupe',
        },
      },
    },
  },
  de: {
    resources: {
      codes: {
        name: 'Zugangscode |||| Zugangscodes',
        fields: {
          code: 'Code',
          count: 'Anzahl der Codes',
          pool: 'Fragenpool',
          company: 'Kunde',
          group: 'Gruppe',
          validFrom: 'Gültig ab',
          validUntil: 'Gültig bis',
          maxUses: 'Erlaubte Nutzungen',
          uses: 'Nutzungen',
          createdAt: 'Erstellt',
          updatedAt: 'Geändert',
        },
      },
    },
    app: {
      codes_ui: {
        created: 'Die Zugangscodes wurden erstellt',
        cards: {
          print: 'Karten drucken (PDF)',
          print_one: 'Karte drucken (PDF)',
          running: 'Karten werden erstellt…',
          failed: 'Die Karten konnten nicht erstellt werden',
          capped:
            'Nur die ersten %{max} Codes wurden gedruckt: Grenzen Sie den Filter ein, um die anderen zu drucken.',
        },
        help: {
          count: '1 bis 100 gleiche Codes, auf einmal erstellt',
          group:
            'Optional: eine Gruppe des oben gewählten Kunden, wenn der Test für diese Gruppe ist',
        },
      },
    },
  },
};
