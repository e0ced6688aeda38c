import type { DemoQuestion } from './types';

/** The A0 questions of the demo bank (demo-questions.ts): general and medical English. */
export const A0: DemoQuestion[] = [
  [
    'A0 listening single, general',
    '> Man: Hello! What’s your name?\n> Woman: Hi! My name is Anna.\n> Man: Nice to meet you, Anna.\nWhat is the woman’s name?',
    '*Anna | Hannah | Emma | Ella',
  ],
  [
    'A0 reading single, medical',
    'Read the sign on the hospital door.\n<strong>PHARMACY</strong><br>Open Monday to Friday, 8:00 to 18:00\nWhen does the pharmacy close?',
    '*At 6 p.m. | At 8 a.m. | At 8 p.m. | On Monday',
  ],
  [
    'A0 speaking single, general',
    'You meet a new classmate for the first time. What do you say?',
    '*Nice to meet you. | Good night. | You’re welcome. | Happy birthday!',
  ],
  [
    'A0 writing free, medical',
    'You are at the hospital reception. Write your details for the form:\n- First name\n- Surname\n- Date of birth\n- Phone number',
    'Four short answers, one per field. Full marks: first name and surname in the right fields, with capitals; a date of birth in a clear format (12/03/1990 or 12 March 1990); digits for the phone number. No full sentences are needed.',
  ],
  [
    'A0 grammar gap, general',
    'Complete with <em>am</em>, <em>is</em> or <em>are</em>.\nI [[1]] a student. My teacher [[2]] from London. My friends [[3]] at school today.',
    "am / 'm | is / 's | are",
  ],
  [
    'A0 vocabulary multiple, medical',
    'Which of these are parts of the body? Choose all the right answers.',
    '*hand | *head | table | *foot | window',
  ],
];
