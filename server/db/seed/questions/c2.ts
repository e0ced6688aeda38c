import type { DemoQuestion } from './types';

/** The C2 questions of the demo bank (demo-questions.ts): general and medical English. */
export const C2: DemoQuestion[] = [
  [
    'C2 listening single, general',
    '> Speaker: Management assured us that our views would shape the reorganisation.\n> Speaker: And of course, nothing says “we value your feedback” quite like a survey that closes the day after the decision was announced.\nWhat does the speaker mean?',
    '*The staff’s views were never really going to count. | The survey was well timed and well organised. | The decision will be changed after the survey. | Staff did not want to give any feedback.',
  ],
  [
    'C2 reading single, medical',
    'Read the extract from a journal commentary.\n<em>The reduction in mortality, though statistically significant, was confined to a subgroup identified post hoc, and the trial was not powered to detect it.</em>\nWhich reading of the result is the most appropriate?',
    '*It should be treated as a hypothesis for a further trial, not as proof. | The drug clearly lowers mortality in all patients. | The result is not statistically significant. | The trial enrolled too many patients to be reliable.',
  ],
  [
    'C2 speaking free, general',
    'Speak for about three minutes: “Is it ever right to break a promise?” Build a nuanced argument with examples, and qualify your position where needed.',
    'A sustained, well-structured argument that weighs competing values (trust, harm, changed circumstances), with apt examples and a qualified conclusion. Expect effortless fluency, precise and idiomatic language, control of complex structures and a natural use of hedging and emphasis. Only rare slips are acceptable at C2.',
  ],
  [
    'C2 writing free, medical',
    'Write a reflective account (300–350 words) for your professional portfolio on a near-miss medication error you witnessed or can imagine: what happened, why it happened, what you learned and what changed in practice. Use a reflective model such as Gibbs.',
    'The stages of the chosen model in a clear order (description, feelings, evaluation, analysis, conclusion, action plan); the analysis looks at systems (look-alike packaging, interruptions, double checks), not only at blame. No detail that identifies a patient. Expect a reflective first-person register, precise professional vocabulary and a concrete change to practice. 300–350 words.',
  ],
  [
    'C2 grammar gap, general',
    'Complete the sentences with one word each.\nThe committee insisted that the report [[1]] published in full. [[2]] it not been for her intervention, the whole project would have collapsed.',
    'be | had',
  ],
  [
    'C2 vocabulary gap, medical',
    'Complete with one word each.\nUntil the biopsy results are back, the consultant will only describe the prognosis as [[1]] (cautious: neither hopeful nor hopeless). The scan shows that the tumour has not [[2]] (spread to distant sites).',
    'guarded | metastasised / metastasized',
  ],
];
