import type { DemoQuestion } from './types';

/** The C1 questions of the demo bank (demo-questions.ts): general and medical English. */
export const C1: DemoQuestion[] = [
  [
    'C1 listening single, medical',
    '> Doctor: I’m afraid the scan has shown something we weren’t hoping to see.\n> Patient: What do you mean?\n> Doctor: There is a growth on your pancreas. I know this is a lot to take in. Before I go on, would it help to have someone here with you?\nWhy does the doctor ask whether the patient would like someone with her?',
    '*To give her time and support before more difficult news | Because a relative has to sign the consent form | Because the doctor is unsure of the result | To bring the consultation to a quick end',
  ],
  [
    'C1 reading single, general',
    'Read the extract.\n<em>While the findings point to a link between screen time and poorer sleep in teenagers, the authors caution that the study was observational and cannot establish causation: teenagers who already sleep badly may simply spend more time on their phones.</em>\nWhat does the writer suggest?',
    '*The link may run in the opposite direction to the one usually assumed. | The study proves that screens cause poor sleep. | Teenagers should not use their phones at night. | The study found no link at all.',
  ],
  [
    'C1 speaking free, medical',
    'Role-play: the daughter of an elderly patient is angry that her father waited six hours in the emergency department. Respond to her, explain what happened and what will happen next, without blaming colleagues or promising what you cannot.',
    'Look for: the emotion acknowledged first (I can see how upsetting this has been), an apology for the experience without admitting a fault nobody has judged, a clear explanation without jargon, the next steps with times, and the complaints route offered (PALS or equivalent). Calm tone, signposting, checking understanding. Defensive or dismissive answers fail the task.',
  ],
  [
    'C1 writing free, general',
    'Write an essay (220–260 words): “Remote work has made companies less innovative.” Discuss both sides and give your own view.',
    'A clear thesis, balanced paragraphs on each side with developed support, and a conclusion that follows from them. Expect cohesive devices beyond the basic (that said, by contrast), hedging (arguably, it would seem), a wide range of structures and precise vocabulary, in a formal, impersonal register. 220–260 words; marks for task, organisation, range and accuracy.',
  ],
  [
    'C1 grammar gap, medical',
    'Complete the sentences with one word each.\nNo [[1]] had the patient been admitted than his blood pressure dropped sharply. Not until the culture results came back [[2]] the team realise that the infection was resistant.',
    'sooner | did',
  ],
  [
    'C1 vocabulary multiple, general',
    'Which words could replace <em>important</em> in “an important decision” with a similar meaning? Choose all the right answers.',
    '*crucial | *significant | *momentous | trivial | negligible',
  ],
];
