import type { Fragment } from '../merge';

/** Question pools' API messages (/qpool): the rules of domain/rules/question-draw.ts. */
export const questionPoolsApi: Fragment = {
  en: {
    app: {
      qpools: {
        name_required: 'The pool needs a name',
        rules_count: 'Give 1 to 20 draw rules',
        level_order: 'In each rule, the first level comes before or is the last one',
        skills_required: 'Each rule needs at least one skill',
        types_required: 'Each rule needs at least one type of question',
        rule_count: 'Each rule draws 1 to 20 questions per level and skill',
        too_large: 'A draw gives at most 200 questions: lower the counts or narrow the levels',
        time_limit: 'The time limit is a whole number of minutes from 1 to 240, or empty for none',
      },
    },
  },
  fr: {
    app: {
      qpools: {
        name_required: 'La banque doit avoir un nom',
        rules_count: 'Donnez de 1 à 20 règles de tirage',
        level_order: 'Dans chaque règle, le premier niveau précède le dernier ou lui est égal',
        skills_required: 'Chaque règle doit avoir au moins une compétence',
        types_required: 'Chaque règle doit avoir au moins un type de question',
        rule_count: 'Chaque règle tire de 1 à 20 questions par niveau et par compétence',
        time_limit:
          'La durée limite est un nombre entier de minutes de 1 à 240, ou vide pour aucune',
        too_large:
          'Un tirage donne au plus 200 questions : baissez les nombres ou resserrez les niveaux',
      },
    },
  },
  de: {
    app: {
      qpools: {
        name_required: 'Der Fragenpool braucht einen Namen',
        rules_count: 'Geben Sie 1 bis 20 Ziehungsregeln an',
        level_order: 'In jeder Regel liegt das erste Niveau vor dem letzten oder ist ihm gleich',
        skills_required: 'Jede Regel braucht mindestens eine Kompetenz',
        types_required: 'Jede Regel braucht mindestens einen Fragetyp',
        rule_count: 'Jede Regel zieht 1 bis 20 Fragen pro Niveau und Kompetenz',
        time_limit: 'Das Zeitlimit ist eine ganze Zahl von 1 bis 240 Minuten oder leer für keines',
        too_large:
          'Eine Ziehung ergibt höchstens 200 Fragen: Senken Sie die Anzahl oder grenzen Sie die Niveaus ein',
      },
    },
  },
};
