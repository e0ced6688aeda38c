import type { DemoQuestion } from './types';

/** The A1 questions of the demo bank (demo-questions.ts): general and medical English. */
export const A1: DemoQuestion[] = [
  [
    'A1 listening single, medical',
    '> Receptionist: Good morning. Can I have your name, please?\n> Patient: Yes, it’s Peter Brown.\n> Receptionist: And your date of birth?\n> Patient: The twelfth of March, 1985.\n> Receptionist: Thank you, Mr Brown. Please take a seat. The doctor can see you at half past ten.\nWhen can the doctor see Mr Brown?',
    '*At 10:30 | At 10:13 | At 12:30 | At 3:10',
  ],
  [
    'A1 reading multiple, general',
    'Read the message.\n<em>Hi Sara, I’m at the café next to the station. I’ve got a coffee and a sandwich. The café closes at five, so come soon! Leo</em>\nWhich sentences are true? Choose all the right answers.',
    '*Leo is at a café. | *The café is near the station. | Leo has got a cup of tea. | The café closes at six.',
  ],
  [
    'A1 speaking free, medical',
    'A new patient arrives on your ward. Greet him, say your name and your job, and ask him to sit down.',
    'Expect three moves: a greeting (Hello / Good morning), an introduction (My name is … / I’m …, I’m your nurse) and a polite request (Please sit down / Please take a seat). Accept simple, correct sentences; the name must be clear. A friendly tone and "please" earn full marks.',
  ],
  [
    'A1 writing gap, general',
    'Complete the e-mail.\nDear Mr Smith,<br>Thank you [[1]] your e-mail. I am free [[2]] Monday at 10 a.m.<br>Best [[3]],<br>Anna',
    'for | on | wishes / regards',
  ],
  [
    'A1 grammar gap, medical',
    'Complete with the present simple of the verb in brackets.\nThe patient [[1]] (have) a headache. He [[2]] (not / sleep) well at night.',
    "has | doesn't sleep / does not sleep",
  ],
  [
    'A1 vocabulary gap, general',
    'Complete the sentences.\nIt’s cold outside. Put on your [[1]]. It’s raining, so take an [[2]].',
    'coat / jacket / jumper / sweater / scarf | umbrella',
  ],
];
