import type { DemoQuestion } from './types';

/** The demo bank's A1 questions: seven per skill, general and medical English. */
export const A1: DemoQuestion[] = [
  [
    'A1 listening single, medical',
    '> Receptionist: Good morning. Can I have your name, please?\n> Patient: Yes, it’s Peter Brown.\n> Receptionist: And your date of birth?\n> Patient: The twelfth of March, 1985.\n> Receptionist: Thank you, Mr Brown. Please take a seat. The doctor can see you at half past ten.\nWhen can the doctor see Mr Brown?',
    '*At 10:30 | At 10:13 | At 12:30 | At 3:10',
  ],
  [
    'A1 listening single, general',
    '> Man: Excuse me, where’s the station?\n> Woman: Go straight on, then turn left. It’s next to the bank.\n> Man: Thanks a lot!\nWhere is the station?',
    '*Next to the bank | Opposite the bank | Behind the bank | Inside the bank',
  ],
  [
    'A1 listening gap, general',
    '> Waiter: What would you like?\n> Customer: A cheese sandwich and an orange juice, please.\n> Waiter: That’s six pounds fifty.\nComplete the order.\nA [[1]] sandwich and an [[2]] juice: £[[3]]',
    'cheese | orange | 6.50',
  ],
  [
    'A1 listening multiple, general',
    '> Lucy: What do you do at the weekend, Tom?\n> Tom: On Saturday I play football. On Sunday I visit my grandmother.\n> Lucy: Do you watch TV?\n> Tom: No, not really.\nWhat does Tom do at the weekend? Choose all the right answers.',
    '*He plays football. | *He visits his grandmother. | He watches TV. | He goes swimming.',
  ],
  [
    'A1 listening single, medical',
    '> Pharmacist: Take one tablet in the morning and one in the evening.\n> Patient: With food?\n> Pharmacist: Yes, always with food.\nHow many tablets does the patient take a day?',
    '*Two | One | Three | Four',
  ],
  [
    'A1 listening multiple, medical',
    '> Nurse: Do you have any allergies, Mrs Ford?\n> Patient: Yes, I’m allergic to penicillin. And to cats!\n> Nurse: Penicillin and cats. OK, I’ll write that down.\nWhat is Mrs Ford allergic to? Choose all the right answers.',
    '*penicillin | *cats | dogs | milk',
  ],
  [
    'A1 listening gap, medical',
    '> Doctor: Your blood test is on Friday.\n> Patient: What time?\n> Doctor: At a quarter past nine. Please don’t eat anything after midnight.\nComplete the note.\nBlood test: [[1]] at [[2]]. No food after [[3]].',
    'Friday | 9:15 / 9.15 / quarter past nine / a quarter past nine | midnight / 12 / 12:00 / 00:00 / 12 a.m.',
  ],

  [
    'A1 reading multiple, general',
    'Read the message.\n<em>Hi Sara, I’m at the café next to the station. I’ve got a coffee and a sandwich. The café closes at five, so come soon! Leo</em>\nWhich sentences are true? Choose all the right answers.',
    '*Leo is at a café. | *The café is near the station. | Leo has got a cup of tea. | The café closes at six.',
  ],
  [
    'A1 reading single, medical',
    'Read the text message.\n<em>Hello, this is City Dental. Your appointment is on Thursday 14 May at 11:30. Please arrive 10 minutes early. Reply YES to confirm.</em>\nWhat time should the patient arrive?',
    '*At 11:20 | At 11:30 | At 11:40 | At 10:30',
  ],
  [
    'A1 reading single, general',
    'Read the advert.\n<em>Room for rent near the university. £400 a month, bills included. No pets, no smoking. Call Jane on 07700 900123.</em>\nWho is this room good for?',
    '*A student who does not smoke | A family with a dog | A person who smokes | Someone who wants to buy a house',
  ],
  [
    'A1 reading multiple, medical',
    'Read the visiting rules.\n<em>Ward 6 visiting hours: 2 p.m. to 8 p.m. Two visitors per bed. Children under 12 only with an adult. Please do not bring flowers.</em>\nWhich sentences are true? Choose all the right answers.',
    '*Visitors can come at 3 p.m. | *A child of 8 can visit with an adult. | Three visitors can be at one bed. | Visitors can bring flowers.',
  ],
  [
    'A1 reading gap, medical',
    'Read the nurse’s note.\n<em>Mr Patel, bed 2: breakfast at 8, physiotherapy at 10, X-ray at 2 p.m. His wife visits at 6.</em>\nComplete the sentences. Mr Patel has physiotherapy at [[1]]. He has an [[2]] in the afternoon.',
    '10 / ten / 10 a.m. / 10:00 | X-ray / x-ray / xray',
  ],
  [
    'A1 reading gap, general',
    'Read the e-mail.\n<em>Hi Ben, the English class is on Wednesday now, not Tuesday. It’s in room 12 at 7 p.m. See you there! Kim</em>\nComplete the sentence. The class is on [[1]] in room [[2]].',
    'Wednesday | 12 / twelve',
  ],
  [
    'A1 reading single, medical',
    'Read the poster.\n<em>Flu vaccine: free for people over 65, pregnant women and hospital staff. Ask at reception.</em>\nWho can have the vaccine for free?',
    '*A nurse of 30 | A student of 20 | A shop assistant of 40 | A bank manager of 50',
  ],

  [
    'A1 speaking free, medical',
    'A new patient arrives on your ward. Greet him, say your name and your job, and ask him to sit down.',
    'Expect three moves: a greeting (Hello / Good morning), an introduction (My name is … / I’m …, I’m your nurse) and a polite request (Please sit down / Please take a seat). Accept simple, correct sentences; the name must be clear. A friendly tone and "please" earn full marks.',
  ],
  [
    'A1 speaking single, general',
    'You are in a shop. You want to know the price of a T-shirt. What do you say?',
    '*How much is this T-shirt? | How many T-shirts are there? | What colour is it? | Where is the T-shirt?',
  ],
  [
    'A1 speaking single, general',
    'A colleague says: “Let’s have lunch together.” You want to go. What do you say?',
    '*Good idea! Where shall we go? | No, I’m not hungry. | Lunch is at one. | I had lunch yesterday.',
  ],
  [
    'A1 speaking single, general',
    'You arrive late for your English class. What do you say to the teacher?',
    '*Sorry I’m late. | Sorry, I’m early. | Excuse me, are you late? | You’re welcome.',
  ],
  [
    'A1 speaking single, medical',
    'A patient asks: “Where is the toilet, please?” What do you say?',
    '*It’s at the end of the corridor, on the left. | It’s at eleven o’clock. | Yes, it is. | It’s very good, thank you.',
  ],
  [
    'A1 speaking single, medical',
    'You are a nurse. You want to take a patient’s temperature. What do you say?',
    '*Can I take your temperature, please? | Can you take my temperature? | Give me your temperature now. | Is your temperature a nurse?',
  ],
  [
    'A1 speaking single, medical',
    'A patient says: “I feel sick.” What is a good answer?',
    '*Oh dear. Here is a bowl. I’ll call the nurse. | Great, thank you! | Me too, I’m very well. | Goodbye, see you tomorrow.',
  ],

  [
    'A1 writing gap, general',
    'Complete the e-mail.\nDear Mr Smith,<br>Thank you [[1]] your e-mail. I am free [[2]] Monday at 10 a.m.<br>Best [[3]],<br>Anna',
    'for | on | wishes / regards',
  ],
  [
    'A1 writing gap, medical',
    'Complete the form for a new patient.\nSurname: Lopez<br>First [[1]]: Carmen<br>Date of [[2]]: 03/07/1990',
    'name | birth',
  ],
  [
    'A1 writing single, general',
    'You are writing a short e-mail to a friend. Which ending is right?',
    '*See you soon, Tom | Yours faithfully, Tom | Dear Tom | To whom it may concern',
  ],
  [
    'A1 writing free, medical',
    'Write a short message (20–30 words) to your manager. You are ill and you cannot come to work today. Say what is wrong and when you can come back.',
    'Three points: the apology or the news (I’m sorry, I can’t come to work today), the problem (I have a temperature / a bad cold / a stomach ache) and the day of return (I hope to come back on Thursday). Accept simple present forms and can / can’t. A greeting and a name; 20–30 words. Spelling mistakes that do not block understanding cost little.',
  ],
  [
    'A1 writing single, medical',
    'A nurse writes in the notes the time of a medicine given at half past two in the afternoon. Which is correct?',
    '*14:30 | 2:30 a.m. | 12:30 | 02:30',
  ],
  [
    'A1 writing multiple, general',
    'Which sentences need a question mark (?) at the end? Choose all the right answers.',
    '*Where do you live | *Are you a student | I live in Paris | She is my friend',
  ],
  [
    'A1 writing gap, medical',
    'Complete the nurse’s note with <em>and</em> or <em>but</em>.\nMrs Dale is tired [[1]] she has a headache. She wants to eat, [[2]] she cannot swallow.',
    'and | but',
  ],

  [
    'A1 grammar gap, medical',
    'Complete with the present simple of the verb in brackets.\nThe patient [[1]] (have) a headache. He [[2]] (not / sleep) well at night.',
    "has | doesn't sleep / does not sleep",
  ],
  [
    'A1 grammar gap, general',
    'Complete with the present simple of the verb in brackets.\nMy sister [[1]] (work) in a bank. She [[2]] (go) to work by bus.',
    'works | goes',
  ],
  [
    'A1 grammar single, general',
    'Choose the right word.\nThere ___ two chairs in the room.',
    '*are | is | am | be',
  ],
  [
    'A1 grammar multiple, general',
    'Which questions are correct? Choose all the right answers.',
    '*Do you like coffee? | *Does he speak English? | Do she live here? | Likes you tea?',
  ],
  [
    'A1 grammar single, medical',
    'Choose the right word.\nThe patient can’t walk, so he ___ a wheelchair.',
    '*needs | need | needing | to need',
  ],
  [
    'A1 grammar gap, medical',
    'Complete with <em>in</em>, <em>on</em> or <em>at</em>.\nThe clinic opens [[1]] 8 o’clock [[2]] Monday.',
    'at | on',
  ],
  [
    'A1 grammar single, medical',
    'Choose the right word.\nThe doctor is busy. Please wait for ___.',
    '*her | she | hers | she’s',
  ],

  [
    'A1 vocabulary gap, general',
    'Complete the sentences.\nIt’s cold outside. Put on your [[1]]. It’s raining, so take an [[2]].',
    'coat / jacket / jumper / sweater / scarf | umbrella',
  ],
  [
    'A1 vocabulary single, medical',
    'Complete the sentence.\nTake your ___ twice a day, after meals.',
    '*medicine | doctor | bed | hospital',
  ],
  [
    'A1 vocabulary multiple, medical',
    'Which are jobs in a hospital? Choose all the right answers.',
    '*surgeon | *porter | *midwife | waiter | pilot',
  ],
  [
    'A1 vocabulary gap, medical',
    'Complete with the opposite.\nThe patient is not hot, he is [[1]]. His room is not big, it is [[2]].',
    'cold | small / little',
  ],
  [
    'A1 vocabulary single, general',
    'Which word is the odd one out?',
    '*carrot | shirt | trousers | jacket',
  ],
  [
    'A1 vocabulary multiple, general',
    'Which words describe the weather? Choose all the right answers.',
    '*windy | *cloudy | *foggy | hungry | busy',
  ],
  [
    'A1 vocabulary single, medical',
    'You have an accident and cut your leg badly. Where do you go in the hospital?',
    '*the emergency department | the maternity ward | the car park | the gift shop',
  ],
];
