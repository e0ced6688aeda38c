import type { DemoQuestion } from './types';

/** The B1 questions of the demo bank (demo-questions.ts): general and medical English. */
export const B1: DemoQuestion[] = [
  [
    'B1 listening multiple, medical',
    '> Doctor: So, when did the pain start?\n> Patient: About three days ago. It’s here, in my lower back.\n> Doctor: Does it go anywhere else?\n> Patient: Sometimes down my left leg.\n> Doctor: Have you taken anything for it?\n> Patient: Just ibuprofen, but it doesn’t really help.\nWhich sentences are true? Choose all the right answers.',
    '*The pain started three days ago. | *The pain sometimes goes down the left leg. | *The ibuprofen does not help much. | The pain is in the upper back. | The patient has not taken any medicine.',
  ],
  [
    'B1 reading single, general',
    'Read the notice to staff.\n<em>From 1 May, staff may work from home up to two days a week. Home days must be agreed with your manager by the Friday before. On Tuesdays everyone works in the office for the team meeting.</em>\nWhich plan follows the rules?',
    '*Home on Monday and Thursday, agreed with the manager the Friday before | Home three days a week | Home every Tuesday | Home on any day, decided each morning without asking',
  ],
  [
    'B1 speaking free, medical',
    'Role-play: a patient has come in with chest pain. Take a short history: ask at least five questions about when it started, where it is, what it feels like, whether it spreads and any other symptoms.',
    'At least five clear questions covering onset, site, character, radiation and associated symptoms (When did it start? Can you show me where it hurts? Is it sharp or dull? Does it go to your arm or jaw? Do you feel sick or short of breath?). Check question forms (do/does, past simple), a calm, polite tone, and that the trainee checks understanding or sums up.',
  ],
  [
    'B1 writing free, general',
    'Write an e-mail (80–100 words) to a hotel. Your room was noisy and the air conditioning did not work. Complain politely and ask for part of your money back.',
    'Content: both problems, the dates of the stay and a clear request for a partial refund. Organisation: greeting, reason for writing, details, request, polite close (I look forward to hearing from you). Language: past simple, linkers (also, however), polite forms (I would like / Could you). 80–100 words; a rude tone loses marks.',
  ],
  [
    'B1 grammar gap, medical',
    'Complete with the present perfect or the past simple of the verb in brackets.\nThe patient [[1]] (be) in hospital since Monday. She [[2]] (have) an operation two days ago and she [[3]] (not / eat) anything since then.',
    "has been / 's been | had | hasn't eaten / has not eaten",
  ],
  [
    'B1 vocabulary gap, general',
    'Complete with phrasal verbs.\nCan you [[1]] this form and give it back to me, please? If you don’t know a word, [[2]] it [[3]] in a dictionary.',
    'fill in / fill out / complete | look | up',
  ],
];
