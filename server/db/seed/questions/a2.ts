import type { DemoQuestion } from './types';

/** The A2 questions of the demo bank (demo-questions.ts): general and medical English. */
export const A2: DemoQuestion[] = [
  [
    'A2 listening single, general',
    '> Dan: Hi Kate, it’s Dan. Sorry, I can’t meet you at the cinema tonight. I have to work late.\n> Dan: Can we go tomorrow instead, at eight? Call me back. Bye!\nWhy does Dan call?',
    '*To change the day they meet | To buy the cinema tickets | To say the film starts late | To ask Kate to work late',
  ],
  [
    'A2 reading single, medical',
    'Read the label on a box of tablets.\n<em>Take two tablets every six hours with food. Do not take more than eight tablets in 24 hours. Do not drive after taking this medicine.</em>\nA patient takes two tablets at 8 a.m. When can he take the next two?',
    '*At 2 p.m. | At 10 a.m. | At 4 p.m. | At 8 p.m.',
  ],
  [
    'A2 speaking free, general',
    'Talk about your last holiday for about one minute: where you went, who you went with and what you did.',
    'Look for the past simple, regular and irregular (went, stayed, saw, ate), and sequencing words (first, then, after that). About one minute with some pauses is fine at A2. Mark fluency, accuracy of the past forms and range of holiday vocabulary; errors that do not block understanding cost little.',
  ],
  [
    'A2 writing free, medical',
    'You are a nurse. Write a short note (30–50 words) to a colleague:\n- Mrs Lee in room 4 has a temperature of 38.5 °C.\n- You gave her paracetamol at 14:00.\n- Ask your colleague to check her temperature again at 16:00.',
    'All three points must be there: patient and room with the temperature, the medicine and its time, and the request for 16:00. Expect the past simple (I gave) and a polite request (Can you / Please check). 30–50 words, a greeting and a name at the end. Numbers and times must be exact.',
  ],
  [
    'A2 grammar gap, general',
    'Complete with the past simple of the verb in brackets.\nYesterday I [[1]] (go) to the market and [[2]] (buy) some apples. I [[3]] (not / see) my friend there.',
    "went | bought | didn't see / did not see",
  ],
  [
    'A2 vocabulary single, medical',
    'A patient says: “My head hurts a lot.” What has she got?',
    '*a headache | a stomach ache | a sore throat | a backache',
  ],
];
