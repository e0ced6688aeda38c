import type { Fragment } from '../merge';

/** Question pools' screens (/qpools): list, form with its draw rules, show page with a preview draw. */
export const questionPoolsUi: Fragment = {
  en: {
    resources: {
      qpools: {
        name: 'Question pool |||| Question pools',
        fields: {
          name: 'Name',
          language: 'Language',
          rules: 'Draw rules',
          size: 'Questions per test',
          timeLimit: 'Time limit (minutes)',
          draw: 'Preview a draw',
          createdAt: 'Created',
          updatedAt: 'Updated',
        },
      },
    },
    app: {
      qpool_ui: {
        rule: {
          levelFrom: 'From level',
          levelTo: 'To level',
          count: 'Per level and skill',
          skills: 'Skills',
          types: 'Types of question',
          summary: '%{count} per level and skill, %{from} to %{to}: %{skills} (%{types})',
        },
        help: {
          rules:
            'Each rule draws its number of questions for every level of its range and every skill ticked. A test never holds a question twice.',
        },
        draw: {
          button: 'Draw a preview',
          again: 'Draw again',
          drawing: 'Drawing questions…',
          drawn: '%{smart_count} question drawn |||| %{smart_count} questions drawn',
          short_title: 'The bank holds too few questions for these cells',
          short_cell: '%{level} %{skill}: %{found} of %{wanted}',
          table: 'The questions drawn, in the order of the test',
          number: 'No.',
        },
      },
    },
  },
  fr: {
    resources: {
      qpools: {
        name: 'Banque de questions |||| Banques de questions',
        fields: {
          name: 'Nom',
          language: 'Langue',
          rules: 'Règles de tirage',
          size: 'Questions par test',
          timeLimit: 'Durée limite (minutes)',
          draw: 'Aperçu d’un tirage',
          createdAt: 'Créée le',
          updatedAt: 'Modifiée le',
        },
      },
    },
    app: {
      qpool_ui: {
        rule: {
          levelFrom: 'Du niveau',
          levelTo: 'Au niveau',
          count: 'Par niveau et compétence',
          skills: 'Compétences',
          types: 'Types de question',
          summary: '%{count} par niveau et compétence, de %{from} à %{to} : %{skills} (%{types})',
        },
        help: {
          rules:
            'Chaque règle tire son nombre de questions pour chaque niveau de sa plage et chaque compétence cochée. Un test ne contient jamais deux fois la même question.',
        },
        draw: {
          button: 'Tirer un aperçu',
          again: 'Tirer à nouveau',
          drawing: 'Tirage des questions…',
          drawn: '%{smart_count} question tirée |||| %{smart_count} questions tirées',
          short_title: 'La banque manque de questions pour ces cases',
          short_cell: '%{level} %{skill} : %{found} sur %{wanted}',
          table: 'Les questions tirées, dans l’ordre du test',
          number: 'N°',
        },
      },
    },
  },
  de: {
    resources: {
      qpools: {
        name: 'Fragenpool |||| Fragenpools',
        fields: {
          name: 'Name',
          language: 'Sprache',
          rules: 'Ziehungsregeln',
          size: 'Fragen pro Test',
          timeLimit: 'Zeitlimit (Minuten)',
          draw: 'Probeziehung',
          createdAt: 'Erstellt',
          updatedAt: 'Geändert',
        },
      },
    },
    app: {
      qpool_ui: {
        rule: {
          levelFrom: 'Von Niveau',
          levelTo: 'Bis Niveau',
          count: 'Pro Niveau und Kompetenz',
          skills: 'Kompetenzen',
          types: 'Fragetypen',
          summary: '%{count} pro Niveau und Kompetenz, %{from} bis %{to}: %{skills} (%{types})',
        },
        help: {
          rules:
            'Jede Regel zieht ihre Anzahl Fragen für jedes Niveau ihres Bereichs und jede angekreuzte Kompetenz. Ein Test enthält nie dieselbe Frage zweimal.',
        },
        draw: {
          button: 'Probeziehung starten',
          again: 'Erneut ziehen',
          drawing: 'Fragen werden gezogen…',
          drawn: '%{smart_count} Frage gezogen |||| %{smart_count} Fragen gezogen',
          short_title: 'Der Fragenbestand reicht für diese Felder nicht',
          short_cell: '%{level} %{skill}: %{found} von %{wanted}',
          table: 'Die gezogenen Fragen in der Reihenfolge des Tests',
          number: 'Nr.',
        },
      },
    },
  },
};
