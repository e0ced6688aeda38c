import type { Fragment } from '../merge';

/** The course catalogue (/course): screen, menu entry, message keys (app.catalogue, shared with modules). */
export const courses: Fragment = {
  en: {
    resources: {
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
      search: {
        kinds: {
          course: 'Courses',
        },
      },
      catalogue: {
        menu: {
          courses: 'Courses',
        },
        module: 'Module',
        modules_helper: 'The order of the list is the order of the course',
        unknown_module: 'Unknown module',
        modules_repeated: 'A module appears only once in a course',
        too_many_modules: 'A course has at most 200 modules',
      },
    },
  },
  fr: {
    resources: {
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
      search: {
        kinds: {
          course: 'Cours',
        },
      },
      catalogue: {
        menu: {
          courses: 'Cours',
        },
        module: 'Module',
        modules_helper: "L'ordre de la liste est celui du cours",
        unknown_module: 'Module inconnu',
        modules_repeated: "Un module n'apparaît qu'une fois dans un cours",
        too_many_modules: 'Un cours compte au plus 200 modules',
      },
    },
  },
  de: {
    resources: {
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
      search: {
        kinds: {
          course: 'Kurse',
        },
      },
      catalogue: {
        menu: {
          courses: 'Kurse',
        },
        module: 'Modul',
        modules_helper: 'Die Reihenfolge der Liste ist die des Kurses',
        unknown_module: 'Unbekanntes Modul',
        modules_repeated: 'Ein Modul kommt in einem Kurs nur einmal vor',
        too_many_modules: 'Ein Kurs hat höchstens 200 Module',
      },
    },
  },
};
