import type { SurveyQuestion } from '../../../domain/entities/survey';
import type { Localized, SurveyKind } from '../../../domain/rules/survey';
import type { Database } from '../connect';
import { surveys } from '../schema';

type Q = Omit<SurveyQuestion, 'choices'> & {
  id: string;
  choices: { id: string; label: Localized }[];
};
const L = (en: string, fr: string, de: string): Localized => ({ en, fr, de });
const rating = (id: string, text: Localized, alert = false): Q => ({
  id,
  kind: 'rating',
  text,
  choices: [],
  required: true,
  alert,
});
const nps = (id: string, text: Localized): Q => ({
  id,
  kind: 'nps',
  text,
  choices: [],
  required: true,
  alert: false,
});
const free = (id: string, text: Localized): Q => ({
  id,
  kind: 'text',
  text,
  choices: [],
  required: false,
  alert: false,
});
const choice = (
  id: string,
  kind: 'choice' | 'multi',
  text: Localized,
  choices: [string, Localized][],
): Q => ({
  id,
  kind,
  text,
  choices: choices.map(([cid, label]) => ({ id: cid, label })),
  required: kind === 'choice',
  alert: false,
});

const RECOMMEND = nps(
  'recommend',
  L(
    'How likely are you to recommend us to a colleague or a friend?',
    'Recommanderiez-vous notre organisme à un collègue ou à un proche ?',
    'Wie wahrscheinlich ist es, dass Sie uns einer Kollegin, einem Kollegen oder Bekannten empfehlen?',
  ),
);
const COMMENT = free(
  'comment',
  L(
    'Anything else you would like to tell us?',
    'Souhaitez-vous ajouter quelque chose ?',
    'Möchten Sie uns noch etwas mitteilen?',
  ),
);
const OBJECTIVES = rating(
  'objectives',
  L(
    'The training met its objectives',
    'La formation a atteint ses objectifs',
    'Die Schulung hat ihre Ziele erreicht',
  ),
  true,
);

/** The default questionnaire of each kind, seeded active at first start (Admins edit them). */
export const DEFAULT_SURVEYS: { kind: SurveyKind; name: string; questions: Q[] }[] = [
  {
    kind: 'learner_end',
    name: 'Learners: end of training',
    questions: [
      rating(
        'overall',
        L(
          'Overall, how satisfied are you with the training?',
          'Dans l’ensemble, êtes-vous satisfait·e de la formation ?',
          'Wie zufrieden sind Sie insgesamt mit der Schulung?',
        ),
        true,
      ),
      OBJECTIVES,
      rating(
        'trainer',
        L(
          'The trainer’s teaching suited you',
          'La pédagogie du formateur ou de la formatrice vous a convenu',
          'Die Lehrmethode der Lehrkraft hat Ihnen zugesagt',
        ),
        true,
      ),
      rating(
        'organisation',
        L(
          'Organisation (schedule, rooms, online tools)',
          'Organisation (planning, salles, outils en ligne)',
          'Organisation (Zeitplan, Räume, Online-Werkzeuge)',
        ),
      ),
      choice('pace', 'choice', L('The pace was', 'Le rythme était', 'Das Tempo war'), [
        ['slow', L('Too slow', 'Trop lent', 'Zu langsam')],
        ['right', L('Just right', 'Adapté', 'Genau richtig')],
        ['fast', L('Too fast', 'Trop rapide', 'Zu schnell')],
      ]),
      RECOMMEND,
      COMMENT,
    ],
  },
  {
    kind: 'learner_after',
    name: 'Learners: three months after',
    questions: [
      rating(
        'useful',
        L(
          'What you learnt serves you at work',
          'Ce que vous avez appris vous sert dans votre travail',
          'Das Gelernte hilft Ihnen bei der Arbeit',
        ),
        true,
      ),
      choice(
        'uses',
        'multi',
        L(
          'Where do you use it?',
          'Dans quelles situations l’utilisez-vous ?',
          'Wo setzen Sie es ein?',
        ),
        [
          ['meetings', L('Meetings', 'Réunions', 'Besprechungen')],
          ['mail', L('Mails and writing', 'Courriels et écrits', 'E-Mails und Schriftverkehr')],
          ['phone', L('Phone calls', 'Téléphone', 'Telefonate')],
          ['travel', L('Travel', 'Déplacements', 'Reisen')],
          ['other', L('Other', 'Autre', 'Anderes')],
        ],
      ),
      RECOMMEND,
      COMMENT,
    ],
  },
  {
    kind: 'client_end',
    name: 'Client: end of training',
    questions: [
      rating(
        'overall',
        L(
          'Overall, how satisfied are you with the training?',
          'Dans l’ensemble, êtes-vous satisfait·e de la formation ?',
          'Wie zufrieden sind Sie insgesamt mit der Schulung?',
        ),
        true,
      ),
      OBJECTIVES,
      rating(
        'follow_up',
        L(
          'You were kept informed of how it went',
          'Vous avez été tenu·e informé·e de son déroulement',
          'Sie wurden über den Verlauf informiert',
        ),
      ),
      RECOMMEND,
      COMMENT,
    ],
  },
  {
    kind: 'client_yearly',
    name: 'Client: yearly',
    questions: [
      rating(
        'relationship',
        L(
          'How satisfied are you with our work together this year?',
          'Êtes-vous satisfait·e de notre collaboration cette année ?',
          'Wie zufrieden sind Sie mit unserer Zusammenarbeit in diesem Jahr?',
        ),
        true,
      ),
      RECOMMEND,
      free(
        'needs',
        L(
          'What training needs do you foresee?',
          'Quels besoins de formation anticipez-vous ?',
          'Welchen Schulungsbedarf sehen Sie kommen?',
        ),
      ),
    ],
  },
  {
    kind: 'trainer_end',
    name: 'Trainers: end of training',
    questions: [
      rating(
        'group',
        L(
          'The group was ready for the course (level, motivation)',
          'Le groupe était prêt pour la formation (niveau, motivation)',
          'Die Gruppe war für den Kurs bereit (Niveau, Motivation)',
        ),
      ),
      rating(
        'means',
        L(
          'You had the means you needed (rooms, materials, tools)',
          'Vous disposiez des moyens nécessaires (salles, supports, outils)',
          'Sie hatten die nötigen Mittel (Räume, Material, Werkzeuge)',
        ),
        true,
      ),
      COMMENT,
    ],
  },
  {
    kind: 'funder_yearly',
    name: 'Funders: yearly',
    questions: [
      rating(
        'relationship',
        L(
          'How satisfied are you with our work together this year?',
          'Êtes-vous satisfait·e de notre collaboration cette année ?',
          'Wie zufrieden sind Sie mit unserer Zusammenarbeit in diesem Jahr?',
        ),
        true,
      ),
      rating(
        'paperwork',
        L(
          'Our paperwork was complete and on time',
          'Nos documents étaient complets et à l’heure',
          'Unsere Unterlagen waren vollständig und pünktlich',
        ),
      ),
      COMMENT,
    ],
  },
];

/**
 * The default questionnaire of each kind that has none yet, active: a fresh install can send its
 * surveys at once. Idempotent; one deleted or edited by an Admin is never written again while its
 * kind has another.
 */
export async function seedSurveys(db: Database) {
  const present = new Set(
    (await db.select({ kind: surveys.kind }).from(surveys)).map((s) => s.kind),
  );
  const missing = DEFAULT_SURVEYS.filter((s) => !present.has(s.kind));
  if (missing.length === 0) return;
  await db
    .insert(surveys)
    .values(missing.map((s) => ({ ...s, active: true })))
    .onConflictDoNothing();
}
