import type { Fragment } from '../merge';

/** Skills content (/contenttitle, /content): its screen, menu entry and message keys. */
export const contents: Fragment = {
  en: {
    resources: {
      contents: {
        name: 'Skills content |||| Skills content',
        fields: {
          title: 'Title',
          level: 'Level',
          language: 'Language',
          items: 'Skills',
          operational: 'Operational skills',
          linguistic: 'Linguistic skills',
          createdAt: 'Created',
          updatedAt: 'Updated',
        },
      },
    },
    app: {
      skills: {
        menu: 'Skills content',
        type: { 2: 'Operational skill', 3: 'Linguistic skill' },
        add_item: 'Add a skill',
        item: { content: 'Skill', type: 'Type', level: 'Level' },
        remove_item: 'Remove this skill',
        level_invalid: 'The level is one of A0 to C2',
        type_invalid: 'The type is an operational skill (2) or a linguistic skill (3)',
        unknown_language: 'This language does not exist',
        unknown_title: 'This content title does not exist',
        unknown_item: 'This skill does not belong to this content title',
        too_many_items: 'A content title has at most 200 skills',
        items_repeated: 'A skill appears only once in a content title',
      },
    },
  },
  fr: {
    resources: {
      contents: {
        name: 'Contenu de compétences |||| Contenus de compétences',
        fields: {
          title: 'Titre',
          level: 'Niveau',
          language: 'Langue',
          items: 'Compétences',
          operational: 'Compétences opérationnelles',
          linguistic: 'Compétences linguistiques',
          createdAt: 'Créé le',
          updatedAt: 'Modifié le',
        },
      },
    },
    app: {
      skills: {
        menu: 'Contenus de compétences',
        type: { 2: 'Compétence opérationnelle', 3: 'Compétence linguistique' },
        add_item: 'Ajouter une compétence',
        item: { content: 'Compétence', type: 'Type', level: 'Niveau' },
        remove_item: 'Retirer cette compétence',
        level_invalid: "Le niveau est l'un de A0 à C2",
        type_invalid:
          'Le type est une compétence opérationnelle (2) ou une compétence linguistique (3)',
        unknown_language: "Cette langue n'existe pas",
        unknown_title: "Ce titre de contenu n'existe pas",
        unknown_item: "Cette compétence n'appartient pas à ce titre de contenu",
        too_many_items: 'Un titre de contenu compte au plus 200 compétences',
        items_repeated: "Une compétence n'apparaît qu'une fois dans un titre de contenu",
      },
    },
  },
  de: {
    resources: {
      contents: {
        name: 'Kompetenzinhalt |||| Kompetenzinhalte',
        fields: {
          title: 'Titel',
          level: 'Niveau',
          language: 'Sprache',
          items: 'Kompetenzen',
          operational: 'Handlungskompetenzen',
          linguistic: 'Sprachkompetenzen',
          createdAt: 'Erstellt',
          updatedAt: 'Geändert',
        },
      },
    },
    app: {
      skills: {
        menu: 'Kompetenzinhalte',
        type: { 2: 'Handlungskompetenz', 3: 'Sprachkompetenz' },
        add_item: 'Kompetenz hinzufügen',
        item: { content: 'Kompetenz', type: 'Art', level: 'Niveau' },
        remove_item: 'Diese Kompetenz entfernen',
        level_invalid: 'Das Niveau ist eines von A0 bis C2',
        type_invalid: 'Die Art ist eine Handlungskompetenz (2) oder eine Sprachkompetenz (3)',
        unknown_language: 'Diese Sprache existiert nicht',
        unknown_title: 'Dieser Inhaltstitel existiert nicht',
        unknown_item: 'Diese Kompetenz gehört nicht zu diesem Inhaltstitel',
        too_many_items: 'Ein Inhaltstitel hat höchstens 200 Kompetenzen',
        items_repeated: 'Eine Kompetenz erscheint nur einmal in einem Inhaltstitel',
      },
    },
  },
};
