import type { Fragment } from '../merge';

/** The module and course catalogue (/module, /course): screens, menu entries, message keys. */
export const catalogue: Fragment = {
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
      courses: {
        name: 'Course |||| Courses',
        fields: {
          name: 'Name',
          listModules: 'Modules',
          createdAt: 'Created',
          updatedAt: 'Updated',
        },
      },
    },
    app: {
      search: { kinds: { course: 'Courses', module: 'Modules' } },
      catalogue: {
        menu: { modules: 'Modules', courses: 'Courses' },
        module: 'Module',
        tags_helper: 'Type a tag and press Enter',
        modules_helper: 'The order of the list is the order of the course',
        module_in_use: 'This module is used by a course',
        tag_invalid: 'A tag is 1 to 50 characters long',
        too_many_tags: 'A module has at most 20 tags',
        level_invalid: 'The level is one of A0 to C2',
        unknown_module: 'Unknown module',
        modules_repeated: 'A module appears only once in a course',
        too_many_modules: 'A course has at most 200 modules',
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
      courses: {
        name: 'Cours |||| Cours',
        fields: {
          name: 'Nom',
          listModules: 'Modules',
          createdAt: 'Créé le',
          updatedAt: 'Modifié le',
        },
      },
    },
    app: {
      search: { kinds: { course: 'Cours', module: 'Modules' } },
      catalogue: {
        menu: { modules: 'Modules', courses: 'Cours' },
        module: 'Module',
        tags_helper: 'Saisissez un tag puis appuyez sur Entrée',
        modules_helper: "L'ordre de la liste est celui du cours",
        module_in_use: 'Ce module est utilisé par un cours',
        tag_invalid: 'Un tag compte de 1 à 50 caractères',
        too_many_tags: 'Un module a au plus 20 tags',
        level_invalid: "Le niveau est l'un de A0 à C2",
        unknown_module: 'Module inconnu',
        modules_repeated: "Un module n'apparaît qu'une fois dans un cours",
        too_many_modules: 'Un cours compte au plus 200 modules',
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
      courses: {
        name: 'Kurs |||| Kurse',
        fields: {
          name: 'Name',
          listModules: 'Module',
          createdAt: 'Erstellt',
          updatedAt: 'Geändert',
        },
      },
    },
    app: {
      search: { kinds: { course: 'Kurse', module: 'Module' } },
      catalogue: {
        menu: { modules: 'Module', courses: 'Kurse' },
        module: 'Modul',
        tags_helper: 'Schlagwort eingeben und die Eingabetaste drücken',
        modules_helper: 'Die Reihenfolge der Liste ist die des Kurses',
        module_in_use: 'Dieses Modul wird von einem Kurs verwendet',
        tag_invalid: 'Ein Schlagwort hat 1 bis 50 Zeichen',
        too_many_tags: 'Ein Modul hat höchstens 20 Schlagwörter',
        level_invalid: 'Das Niveau ist eines von A0 bis C2',
        unknown_module: 'Unbekanntes Modul',
        modules_repeated: 'Ein Modul kommt in einem Kurs nur einmal vor',
        too_many_modules: 'Ein Kurs hat höchstens 200 Module',
      },
    },
  },
};
