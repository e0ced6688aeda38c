import type { Fragment } from '../merge';

/** The module catalogue (/module): screen, menu entry, message keys (app.catalogue, shared with courses). */
export const modules: Fragment = {
  en: {
    resources: {
      modules: {
        name: 'Module |||| Modules',
        fields: {
          name: 'Name',
          level: 'Level',
          tags: 'Tags',
          createdAt: 'Created',
          updatedAt: 'Updated',
        },
      },
    },
    app: {
      search: {
        kinds: {
          module: 'Modules',
        },
      },
      catalogue: {
        menu: {
          modules: 'Modules',
        },
        tags_helper: 'Type a tag and press Enter',
        module_in_use: 'This module is used by a course',
        tag_invalid: 'A tag is 1 to 50 characters long',
        too_many_tags: 'A module has at most 20 tags',
        level_invalid: 'The level is one of A0 to C2',
      },
    },
  },
  fr: {
    resources: {
      modules: {
        name: 'Module |||| Modules',
        fields: {
          name: 'Nom',
          level: 'Niveau',
          tags: 'Tags',
          createdAt: 'Créé le',
          updatedAt: 'Modifié le',
        },
      },
    },
    app: {
      search: {
        kinds: {
          module: 'Modules',
        },
      },
      catalogue: {
        menu: {
          modules: 'Modules',
        },
        tags_helper: 'Saisissez un tag puis appuyez sur Entrée',
        module_in_use: 'Ce module est utilisé par un cours',
        tag_invalid: 'Un tag compte de 1 à 50 caractères',
        too_many_tags: 'Un module a au plus 20 tags',
        level_invalid: "Le niveau est l'un de A0 à C2",
      },
    },
  },
  de: {
    resources: {
      modules: {
        name: 'Modul |||| Module',
        fields: {
          name: 'Name',
          level: 'Niveau',
          tags: 'Schlagwörter',
          createdAt: 'Erstellt',
          updatedAt: 'Geändert',
        },
      },
    },
    app: {
      search: {
        kinds: {
          module: 'Module',
        },
      },
      catalogue: {
        menu: {
          modules: 'Module',
        },
        tags_helper: 'Schlagwort eingeben und die Eingabetaste drücken',
        module_in_use: 'Dieses Modul wird von einem Kurs verwendet',
        tag_invalid: 'Ein Schlagwort hat 1 bis 50 Zeichen',
        too_many_tags: 'Ein Modul hat höchstens 20 Schlagwörter',
        level_invalid: 'Das Niveau ist eines von A0 bis C2',
      },
    },
  },
};
