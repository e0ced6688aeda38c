import { count } from 'drizzle-orm';
import { LINGUISTIC_SKILL, OPERATIONAL_SKILL } from '../../../domain/entities/content';
import { levelValue } from '../../../domain/rules/levels';
import type { Database } from '../connect';
import { contentItems, contentTitles } from '../schema';
import { englishLanguageId } from './reference';

/** A title of skills content: its level, its operational skills (type 2) and linguistic skills (type 3). */
type DemoTitle = [title: string, level: string, operational: string[], linguistic: string[]];

/** Skills content of medical and business English, two titles of each at every level A1 to C1. */
const TITLES: DemoTitle[] = [
  // Medical English
  [
    'Welcoming a patient',
    'A1',
    [
      'Greet a patient and introduce yourself',
      'Ask for the name and date of birth',
      'Ask a patient to sit down or wait',
      'Spell names and give room numbers',
    ],
    [
      'The verb be: I am, you are',
      'Numbers, dates and the alphabet',
      'Imperatives for polite instructions',
      'Possessive adjectives: my, your, his, her',
    ],
  ],
  [
    'The body and basic needs',
    'A1',
    [
      'Name the main parts of the body',
      'Ask whether the patient is hungry, thirsty or cold',
      'Point to where it hurts',
      'Understand simple requests for help',
    ],
    [
      'Vocabulary of the body',
      'Have got for physical states and possessions',
      'Questions with where and what',
    ],
  ],
  [
    'Describing pain and symptoms',
    'A2',
    [
      'Ask where the pain is and how strong it is',
      'Use a pain scale from 0 to 10',
      'Ask how long a symptom has lasted',
      'Reassure a patient in simple words',
    ],
    [
      'Adjectives of pain: sharp, dull, burning, throbbing',
      'Present simple and present continuous for symptoms',
      'How long, how often, how much',
      'Adverbs of frequency',
    ],
  ],
  [
    'Daily care on the ward',
    'A2',
    [
      'Explain a routine care step before doing it',
      'Help a patient to wash, dress and eat',
      'Take and report basic observations',
      'Ask about sleep and comfort',
    ],
    [
      'Going to for what happens next',
      'Can and could for requests',
      'Vocabulary of vital signs',
      'Time expressions: before, after, during',
    ],
  ],
  [
    'Taking a patient history',
    'B1',
    [
      'Ask about the onset of symptoms',
      'Ask about past illnesses and operations',
      'Ask about allergies and current medication',
      'Ask about family history and lifestyle',
      'Summarise the history back to the patient',
    ],
    [
      'Question forms in the present perfect',
      'Past simple for past events',
      'Ever and never in questions',
      'Reported speech for what the patient said',
    ],
  ],
  [
    'Medication and dosage',
    'B1',
    [
      'Explain how and when to take a medicine',
      'Warn about common side effects',
      'Check that the patient has understood',
      'Answer questions about a prescription',
    ],
    [
      'Modals of obligation: must, have to, should',
      'Dosage language: twice a day, on an empty stomach',
      'First conditional for side effects',
    ],
  ],
  [
    'Shift hand-over',
    'B2',
    [
      'Give a structured hand-over with SBAR',
      'Report changes in a patient’s condition',
      'Flag risks and pending tasks',
      'Ask clarifying questions at hand-over',
    ],
    [
      'Present perfect continuous for ongoing changes',
      'Passive voice in clinical reports',
      'Linking words: however, therefore, whereas',
      'Abbreviations used in nursing notes',
    ],
  ],
  [
    'Explaining a procedure and consent',
    'B2',
    [
      'Explain a procedure step by step',
      'Describe benefits, risks and alternatives',
      'Check understanding before consent',
      'Respond to a patient’s worries',
    ],
    [
      'Sequencing language: first, then, once, finally',
      'Second conditional for alternatives',
      'Lay terms for medical words',
      'Softening language: might, may, a little',
    ],
  ],
  [
    'Breaking bad news',
    'C1',
    [
      'Prepare the setting and ask what the patient knows',
      'Give difficult information with empathy',
      'Respond to emotions and silence',
      'Agree on next steps with the patient and family',
    ],
    [
      'Hedging and tentative language',
      'Empathic phrases and active listening',
      'Cleft sentences to focus the message',
    ],
  ],
  [
    'Presenting a clinical case',
    'C1',
    [
      'Present a case to colleagues in a structured way',
      'Discuss a differential diagnosis',
      'Answer challenging questions from the audience',
      'Summarise the evidence behind a decision',
    ],
    [
      'Academic vocabulary for evidence and findings',
      'Signposting a presentation',
      'Mixed conditionals for clinical reasoning',
      'Nominalisation in formal speech',
    ],
  ],
  // Business English
  [
    'Introducing yourself at work',
    'A1',
    [
      'Say your name, job and company',
      'Ask a colleague about their job',
      'Exchange contact details',
      'Say where you work and live',
    ],
    [
      'Present simple of regular verbs',
      'Articles a, an and the with jobs',
      'Subject pronouns and the verb be',
    ],
  ],
  [
    'Numbers, prices and times',
    'A1',
    [
      'Say prices and quantities',
      'Tell the time and arrange a meeting time',
      'Give a phone number and an e-mail address',
      'Understand simple order details',
    ],
    ['Cardinal and ordinal numbers', 'Prepositions of time: at, on, in', 'How much and how many'],
  ],
  [
    'Phone calls and messages',
    'A2',
    [
      'Answer the phone and introduce the company',
      'Take a message for a colleague',
      'Ask the caller to spell a name',
      'Leave a short voicemail',
    ],
    [
      'Will for offers: I will put you through',
      'Polite requests with could and would',
      'Telephone phrases',
      'Object pronouns',
    ],
  ],
  [
    'Short professional e-mails',
    'A2',
    [
      'Write an e-mail to arrange a meeting',
      'Confirm or change an appointment in writing',
      'Thank a client and ask for information',
      'Open and close an e-mail politely',
    ],
    [
      'Greetings and closings in e-mails',
      'Going to and present continuous for plans',
      'Linking words: and, but, because, so',
    ],
  ],
  [
    'Taking part in meetings',
    'B1',
    [
      'Give your opinion in a meeting',
      'Agree and disagree politely',
      'Interrupt and ask for clarification',
      'Summarise the decisions of a meeting',
    ],
    [
      'Phrases for opinions: in my view, I think that',
      'Should and ought to for suggestions',
      'Question tags to check agreement',
      'Comparatives for options',
    ],
  ],
  [
    'Presenting figures and charts',
    'B1',
    [
      'Describe a trend in a chart',
      'Compare results between periods',
      'Explain the reasons for a change',
      'Take questions on the figures',
    ],
    [
      'Verbs of movement: rise, fall, level off',
      'Adverbs of degree: slightly, sharply, steadily',
      'Past simple and present perfect for results',
      'Prepositions with figures: by, to, from',
    ],
  ],
  [
    'Negotiating with suppliers',
    'B2',
    [
      'State your position and priorities',
      'Make and respond to an offer',
      'Bargain on price, volume and delivery',
      'Close a deal and confirm it in writing',
    ],
    [
      'Conditionals for offers: if you order more, we will',
      'Diplomatic language for refusals',
      'Modal verbs for possibility and concession',
      'Vocabulary of terms and conditions',
    ],
  ],
  [
    'Writing reports and minutes',
    'B2',
    [
      'Structure a short business report',
      'Write the minutes of a meeting',
      'Present recommendations clearly',
      'Proofread and adapt the tone to the reader',
    ],
    [
      'Passive voice in formal writing',
      'Reporting verbs: suggest, recommend, agree',
      'Formal and informal register',
    ],
  ],
  [
    'Leading a negotiation',
    'C1',
    [
      'Set the agenda and frame the discussion',
      'Read the other side’s interests and adapt',
      'Handle deadlock and propose creative options',
      'Secure commitment and follow-up actions',
    ],
    [
      'Hedging and vague language to keep options open',
      'Inversion for emphasis in formal speech',
      'Idioms of negotiation',
      'Persuasive rhetorical devices',
    ],
  ],
  [
    'Managing conflict in a team',
    'C1',
    [
      'Name a conflict without blaming anyone',
      'Listen and reformulate each point of view',
      'Mediate towards a shared solution',
      'Give constructive feedback',
    ],
    [
      'Softeners and indirect language',
      'Wish and if only for regrets',
      'Phrasal verbs of relationships: fall out, sort out',
    ],
  ],
];

/** About twenty English titles with some 150 skills, A1 to C1; once, into an empty table. */
export async function seedDemoSkills(db: Database) {
  const [{ n }] = await db.select({ n: count() }).from(contentTitles);
  if (n > 0) return;
  const english = await englishLanguageId(db);
  const start = Date.now();
  let tick = 0;
  for (const [title, label, operational, linguistic] of TITLES) {
    const level = levelValue(label) ?? 0;
    const [row] = await db
      .insert(contentTitles)
      .values({ title, level, languageId: english ?? null })
      .returning({ id: contentTitles.id });
    const items = [
      ...operational.map((content) => ({ content, type: OPERATIONAL_SKILL })),
      ...linguistic.map((content) => ({ content, type: LINGUISTIC_SKILL })),
    ];
    // Stamped a millisecond apart: the items read back in this order.
    await db.insert(contentItems).values(
      items.map((item) => {
        const at = new Date(start + tick++);
        return { titleId: row.id, ...item, level, createdAt: at, updatedAt: at };
      }),
    );
  }
}
