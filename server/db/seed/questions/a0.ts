import type { DemoQuestion } from './types';

/** The demo bank's A0 questions: seven per skill, general and medical English. */
export const A0: DemoQuestion[] = [
  [
    'A0 listening single, general',
    '> Man: Hello! What’s your name?\n> Woman: Hi! My name is Anna.\n> Man: Nice to meet you, Anna.\nWhat is the woman’s name?',
    '*Anna | Hannah | Emma | Ella',
  ],
  [
    'A0 listening single, medical',
    '> Nurse: Hello, Mr Khan. How are you today?\n> Patient: Not good. My arm hurts.\n> Nurse: Your arm? OK, I can help you.\nWhat hurts?',
    '*His arm | His leg | His head | His back',
  ],
  [
    'A0 listening single, general',
    '> Woman: Excuse me, what time is it?\n> Man: It’s nine o’clock.\n> Woman: Thank you!\nWhat time is it?',
    '*9:00 | 5:00 | 10:00 | 1:00',
  ],
  [
    'A0 listening gap, medical',
    '> Receptionist: What’s your name, please?\n> Patient: Tom Green.\n> Receptionist: How old are you, Mr Green?\n> Patient: I’m forty.\nComplete the form.\nName: Tom [[1]]<br>Age: [[2]]',
    'Green | 40 / forty',
  ],
  [
    'A0 listening multiple, general',
    '> Girl: I’ve got a dog and two cats.\n> Boy: I’ve got a cat too, but no dog.\nWhich animals has the girl got? Choose all the right answers.',
    '*a dog | *cats | a bird | a fish',
  ],
  [
    'A0 listening single, medical',
    '> Doctor: Open your mouth, please. Say “ah”.\n> Patient: Ah…\n> Doctor: Thank you. Your throat is very red.\nWhat is red?',
    '*The patient’s throat | The patient’s eyes | The patient’s nose | The patient’s hand',
  ],
  [
    'A0 listening multiple, medical',
    '> Nurse: Here is your lunch: soup, bread and water.\n> Patient: No tea?\n> Nurse: Tea is at four o’clock.\nWhat is in the patient’s lunch? Choose all the right answers.',
    '*soup | *bread | *water | tea | coffee',
  ],

  [
    'A0 reading single, medical',
    'Read the sign on the hospital door.\n<strong>PHARMACY</strong><br>Open Monday to Friday, 8:00 to 18:00\nWhen does the pharmacy close?',
    '*At 6 p.m. | At 8 a.m. | At 8 p.m. | On Monday',
  ],
  [
    'A0 reading single, general',
    'Read the note.\n<em>Dear Tom, I am at the shop. Back at 5. Mum</em>\nWhere is Mum?',
    '*At the shop | At home | At school | At work',
  ],
  [
    'A0 reading single, medical',
    'Read the sign.\n<strong>WAITING ROOM</strong><br>Please sit down. The nurse will call your name.\nWhat do you do in the waiting room?',
    '*Sit down and wait for your name | Call the nurse | Go home | Open the door',
  ],
  [
    'A0 reading multiple, general',
    'Read about Maria.\n<em>My name is Maria. I am 25. I am from Spain. I am a teacher. I live in Manchester.</em>\nWhich sentences are true? Choose all the right answers.',
    '*Maria is from Spain. | *Maria is a teacher. | Maria is 52. | Maria lives in Madrid.',
  ],
  [
    'A0 reading gap, medical',
    'Read the appointment card.\n<em>Dr Jones, Room 3, Tuesday, 10:15</em>\nComplete the sentences. The appointment is on [[1]]. The doctor is in Room [[2]].',
    'Tuesday | 3 / three',
  ],
  [
    'A0 reading gap, general',
    'Read the menu.\n<em>Café Rosa: coffee £2, tea £1.50, sandwich £4</em>\nComplete the sentences. A sandwich is £[[1]]. A tea is £[[2]].',
    '4 / 4.00 | 1.50',
  ],
  [
    'A0 reading multiple, medical',
    'Read the label on the bottle.\n<strong>Cough medicine</strong><br>Adults: 10 ml, three times a day.<br>Not for children under 6.\nWhich sentences are true? Choose all the right answers.',
    '*It is for a cough. | *Adults take 10 ml. | A child of 3 can take it. | Adults take it once a day.',
  ],

  [
    'A0 speaking single, general',
    'You meet a new classmate for the first time. What do you say?',
    '*Nice to meet you. | Good night. | You’re welcome. | Happy birthday!',
  ],
  [
    'A0 speaking single, medical',
    'A nurse asks: “How are you today?” You feel well. What do you say?',
    '*I’m fine, thank you. | I’m twenty. | My name is Sam. | Goodbye.',
  ],
  [
    'A0 speaking single, general',
    'A friend says: “Thank you!” What do you say?',
    '*You’re welcome. | Nice to meet you. | I’m sorry. | Good morning.',
  ],
  [
    'A0 speaking single, medical',
    'You are at the doctor’s. The doctor asks: “What’s the problem?” Your stomach hurts. What do you say?',
    '*I have a stomach ache. | I am a doctor. | It’s on Monday. | Yes, please.',
  ],
  [
    'A0 speaking single, medical',
    'You are at the hospital reception. You do not understand the receptionist. What do you say?',
    '*Sorry, can you repeat that, please? | Yes, I understand. | See you later. | I’m from Italy.',
  ],
  [
    'A0 speaking single, general',
    'You want a coffee in a café. What do you say?',
    '*A coffee, please. | Here you are. | I am a coffee. | Coffee is a drink.',
  ],
  [
    'A0 speaking free, medical',
    'A nurse asks you three questions. Answer each one with a short sentence.\n- What’s your name?\n- How old are you?\n- Where are you from?',
    'Three short answers: My name is … / I’m …; I’m … (years old); I’m from … Accept one-word answers for half marks and full sentences for full marks. Pronunciation must be clear enough for the name, the number and the country to be understood.',
  ],

  [
    'A0 writing free, medical',
    'You are at the hospital reception. Write your details for the form:\n- First name\n- Surname\n- Date of birth\n- Phone number',
    'Four short answers, one per field. Full marks: first name and surname in the right fields, with capitals; a date of birth in a clear format (12/03/1990 or 12 March 1990); digits for the phone number. No full sentences are needed.',
  ],
  [
    'A0 writing gap, general',
    'Write the missing days.\nMonday, Tuesday, [[1]], Thursday, [[2]], Saturday, Sunday',
    'Wednesday | Friday',
  ],
  [
    'A0 writing single, general',
    'Which sentence is written correctly?',
    '*I am from Italy. | I from am Italy. | I am from italy | Am from Italy I.',
  ],
  [
    'A0 writing gap, medical',
    'Write the numbers in words.\nThe patient is in bed 7: bed [[1]]. Her room is 3: room [[2]].',
    'seven | three',
  ],
  [
    'A0 writing single, medical',
    'You write a short note to your doctor, Dr Brown. How do you start?',
    '*Dear Dr Brown, | Hi Brown! | Dear Brown Doctor, | Hello doctor brown!!',
  ],
  [
    'A0 writing free, general',
    'Write three sentences about you: your name, your country and your job.',
    'Three simple sentences: My name is …; I am from … / I live in …; I am a / an … (job). Check capitals for names and countries, a full stop after each sentence and the article before the job (I am a nurse). Small spelling mistakes are fine if the meaning is clear.',
  ],
  [
    'A0 writing multiple, medical',
    'Which words are spelled correctly? Choose all the right answers.',
    '*doctor | *nurse | hospitel | *patient | medecine',
  ],

  [
    'A0 grammar gap, general',
    'Complete with <em>am</em>, <em>is</em> or <em>are</em>.\nI [[1]] a student. My teacher [[2]] from London. My friends [[3]] at school today.',
    "am / 'm | is / 's | are",
  ],
  [
    'A0 grammar single, medical',
    'Choose the right word.\nThe doctor ___ very nice.',
    '*is | am | are | be',
  ],
  [
    'A0 grammar single, general',
    'Choose the right word.\nI have two ___.',
    '*brothers | brother | brotheres | a brother',
  ],
  [
    'A0 grammar gap, medical',
    'Complete with <em>a</em> or <em>an</em>.\nShe is [[1]] nurse. He is [[2]] ambulance driver.',
    'a | an',
  ],
  [
    'A0 grammar multiple, general',
    'Which sentences are correct? Choose all the right answers.',
    '*She is my sister. | *We are friends. | He are a teacher. | I is happy.',
  ],
  [
    'A0 grammar gap, medical',
    'Complete with <em>this</em> or <em>these</em>.\n[[1]] tablets are for your headache. [[2]] bottle is for your cough.',
    'These / these | This / this',
  ],
  [
    'A0 grammar single, medical',
    'A nurse asks a patient a question. Which question is correct?',
    '*Where is your pain? | Where your pain is? | Where pain is your? | Is where your pain?',
  ],

  [
    'A0 vocabulary multiple, medical',
    'Which of these are parts of the body? Choose all the right answers.',
    '*hand | *head | table | *foot | window',
  ],
  [
    'A0 vocabulary single, general',
    'What colour is the sky on a sunny day?',
    '*blue | green | red | black',
  ],
  [
    'A0 vocabulary gap, general',
    'Write the numbers in words.\n2 + 3 = [[1]]<br>10 − 4 = [[2]]',
    'five | six',
  ],
  [
    'A0 vocabulary single, medical',
    'You are ill. Where do you go?',
    '*to the doctor’s | to the cinema | to the bank | to the post office',
  ],
  [
    'A0 vocabulary gap, medical',
    'Complete with a part of the body.\nI see with my [[1]]. I hear with my [[2]].',
    'eyes / eye | ears / ear',
  ],
  [
    'A0 vocabulary multiple, general',
    'Which of these are days of the week? Choose all the right answers.',
    '*Monday | *Friday | March | *Sunday | summer',
  ],
  [
    'A0 vocabulary single, medical',
    'Who works in a hospital and helps the doctor with the patients?',
    '*a nurse | a teacher | a driver | a cook',
  ],
];
