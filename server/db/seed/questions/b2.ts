import type { DemoQuestion } from './types';

/** The B2 questions of the demo bank (demo-questions.ts): general and medical English. */
export const B2: DemoQuestion[] = [
  [
    'B2 listening single, general',
    '> Interviewer: So you’re not convinced by the four-day week?\n> Economist: Well, I wouldn’t go that far. The trials have been encouraging, particularly for staff wellbeing.\n> Economist: My concern is whether it works in sectors like healthcare or retail, where someone has to be there six or seven days a week.\nWhat is the economist’s view of the four-day week?',
    '*She is positive overall but doubts it suits every sector. | She is completely against it. | She thinks it works best in healthcare and retail. | She thinks the trials have failed.',
  ],
  [
    'B2 reading multiple, medical',
    'Read the extract from a hand hygiene guideline.\n<em>Clean your hands before touching a patient, before a clean or aseptic procedure, after exposure to body fluids, after touching a patient and after touching a patient’s surroundings. Use soap and water rather than alcohol hand rub when hands are visibly soiled, or after caring for a patient with C. difficile diarrhoea, as alcohol does not kill its spores.</em>\nWhen must staff use soap and water instead of alcohol rub? Choose all the right answers.',
    '*When their hands are visibly dirty | *After caring for a patient with C. difficile diarrhoea | Before every aseptic procedure | After touching the patient’s bed',
  ],
  [
    'B2 speaking free, general',
    '“Social media does more harm than good.” Give your opinion for about two minutes. Support it with reasons and an example, and answer one argument from the other side.',
    'A clear position, at least two developed reasons, one concrete example and a counter-argument answered (Some people argue that… However…). Look for discourse markers, a range of opinion language (I’d argue, on the whole) and mostly accurate complex sentences. Two minutes with little hesitation; fluency, coherence, range and accuracy count equally.',
  ],
  [
    'B2 writing free, medical',
    'Write a handover (120–150 words) in the SBAR format (Situation, Background, Assessment, Recommendation) for this patient:\nMr James Okafor, 67, day 2 after a hip replacement. New confusion overnight, temperature 38.2 °C, low urine output since the evening.',
    'The four SBAR parts in order, each with the right content: S, the new confusion and fever; B, age, operation and day; A, the trainee’s reading (possible infection or sepsis, dehydration) with the observations; R, a clear request (medical review now, bloods and cultures, fluid balance chart, repeat observations). Concise, objective language, exact figures, 120–150 words.',
  ],
  [
    'B2 grammar gap, general',
    'Complete with the right form of the verb in brackets.\nIf I [[1]] (know) about the traffic, I would have left earlier. The new bridge [[2]] (build) next year, so the journey will be shorter.',
    "had known / 'd known | will be built / is going to be built / is being built",
  ],
  [
    'B2 vocabulary single, medical',
    'Which word means a sudden worsening of a long-term illness, as in “an ___ of asthma”?',
    '*exacerbation | remission | prognosis | compliance',
  ],
];
