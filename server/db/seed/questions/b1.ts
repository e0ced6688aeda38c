import type { DemoQuestion } from './types';

/** The demo bank's B1 questions: seven per skill, general and medical English. */
export const B1: DemoQuestion[] = [
  [
    'B1 listening multiple, medical',
    '> Doctor: So, when did the pain start?\n> Patient: About three days ago. It’s here, in my lower back.\n> Doctor: Does it go anywhere else?\n> Patient: Sometimes down my left leg.\n> Doctor: Have you taken anything for it?\n> Patient: Just ibuprofen, but it doesn’t really help.\nWhich sentences are true? Choose all the right answers.',
    '*The pain started three days ago. | *The pain sometimes goes down the left leg. | *The ibuprofen does not help much. | The pain is in the upper back. | The patient has not taken any medicine.',
  ],
  [
    'B1 listening single, general',
    '> Colleague: Did you hear that the office is moving?\n> Ben: Really? Where to?\n> Colleague: To the new business park. It’s further from the centre, but there’s free parking.\n> Ben: Great for drivers, not so great for me. I come by train.\nHow does Ben feel about the move?',
    '*Not very happy, because it will be harder for him to get there | Very happy, because he can park for free | Happy, because the office will be nearer the centre | He has no opinion about it',
  ],
  [
    'B1 listening gap, general',
    '> Guide: Welcome to the museum. The tour lasts about ninety minutes. We’ll start with the Roman gallery on the ground floor, then go up to the second floor for the modern art. Please don’t use flash when you take photos.\nComplete the notes.\nTour length: [[1]] minutes<br>First stop: the [[2]] gallery<br>Photos: no [[3]]',
    '90 / ninety | Roman | flash',
  ],
  [
    'B1 listening multiple, general',
    '> Interviewer: Why do you want to work for us?\n> Candidate: I’ve used your products for years, and I like that you train your staff. I’d also like to work in a bigger team than in my current job.\n> Interviewer: And why are you leaving your current job?\n> Candidate: Honestly, there’s no chance to move up there.\nWhich reasons does the candidate give for changing jobs? Choose all the right answers.',
    '*The new company trains its staff. | *She wants to work in a bigger team. | *She cannot get a promotion in her current job. | The salary is higher.',
  ],
  [
    'B1 listening single, medical',
    '> Nurse: Mrs Hill, before you go home, let’s check your medication. The antibiotics: one capsule three times a day until they’re finished.\n> Patient: Even if I feel better?\n> Nurse: Yes, even then. Stopping early can bring the infection back.\nWhat does the nurse say about the antibiotics?',
    '*Finish the whole course, even after feeling better | Stop taking them when she feels better | Take them only if the pain comes back | Take three capsules at once',
  ],
  [
    'B1 listening gap, medical',
    '> Paramedic: This is a 54-year-old man who fell from a ladder about twenty minutes ago. Pain in his right wrist, probably a fracture. He didn’t hit his head.\n> Nurse: OK. Any other injuries?\n> Paramedic: Just a small cut on his chin.\nComplete the triage note.\nAge: [[1]]<br>Cause: fall from a [[2]]<br>Injury: probable fracture of the [[3]] wrist',
    '54 / fifty-four | ladder | right',
  ],
  [
    'B1 listening multiple, medical',
    '> Midwife: How are you feeling this week?\n> Patient: Quite tired, and my ankles are swollen in the evening.\n> Midwife: Any headaches or problems with your eyesight?\n> Patient: No, none of that.\nWhich symptoms does the patient have? Choose all the right answers.',
    '*tiredness | *swollen ankles | headaches | problems with her eyesight',
  ],

  [
    'B1 reading single, general',
    'Read the notice to staff.\n<em>From 1 May, staff may work from home up to two days a week. Home days must be agreed with your manager by the Friday before. On Tuesdays everyone works in the office for the team meeting.</em>\nWhich plan follows the rules?',
    '*Home on Monday and Thursday, agreed with the manager the Friday before | Home three days a week | Home every Tuesday | Home on any day, decided each morning without asking',
  ],
  [
    'B1 reading multiple, medical',
    'Read the extract from a patient information leaflet.\n<em>Side effects. Common (may affect up to 1 in 10 people): headache, feeling sick, dizziness. Rare (up to 1 in 1,000): skin rash, swelling of the face. If your face or throat swells, stop taking the tablets and get medical help immediately.</em>\nWhich sentences are true? Choose all the right answers.',
    '*Headache is a common side effect. | *A swollen face needs urgent medical help. | A skin rash affects about 1 person in 10. | Patients should keep taking the tablets if their throat swells.',
  ],
  [
    'B1 reading single, medical',
    'Read the e-mail.\n<em>Dear colleagues, from next week the day surgery unit will start admitting patients at 7:00 instead of 7:30, so that the first operation can begin at 8:00. Night staff are asked to prepare the admission rooms before the end of their shift.</em>\nWhy will patients be admitted earlier?',
    '*So that the first operation can start at 8:00 | Because the night staff want to go home earlier | Because there are more patients than before | So that the admission rooms can be cleaned',
  ],
  [
    'B1 reading gap, general',
    'Read the article.\n<em>Cycling to work is becoming more popular in the city. Since the new bike lanes opened two years ago, the number of cyclists has doubled, and accidents have fallen by a third.</em>\nComplete with one word each. The bike lanes opened two years [[1]]. Since then, the number of cyclists has [[2]].',
    'ago | doubled',
  ],
  [
    'B1 reading gap, medical',
    'Read the ward notice.\n<em>Infection control: Bay C is closed to new admissions because of norovirus. Staff must wear aprons and gloves and wash their hands with soap and water; alcohol gel is not effective against this virus.</em>\nComplete with one word each. Bay C has cases of [[1]]. Against this virus, staff must not rely on alcohol [[2]].',
    'norovirus | gel',
  ],
  [
    'B1 reading multiple, general',
    'Read the advert.\n<em>Evening Spanish for beginners. Ten weeks, Thursdays 18:30–20:00. Small groups (max. 8). Course book included. 10% discount if you book before 1 September.</em>\nWhich sentences are true? Choose all the right answers.',
    '*The course lasts ten weeks. | *The book is included in the price. | *Booking early is cheaper. | Groups have up to 18 people.',
  ],
  [
    'B1 reading single, medical',
    'Read the message from a GP surgery.\n<em>Your test results are back and are normal. No further action is needed. If your symptoms continue for more than two weeks, please book a routine appointment.</em>\nWhat should the patient do now?',
    '*Nothing, unless the symptoms last more than two weeks | Book an urgent appointment today | Call the surgery to get the results | Repeat the test in two weeks',
  ],

  [
    'B1 speaking free, medical',
    'Role-play: a patient has come in with chest pain. Take a short history: ask at least five questions about when it started, where it is, what it feels like, whether it spreads and any other symptoms.',
    'At least five clear questions covering onset, site, character, radiation and associated symptoms (When did it start? Can you show me where it hurts? Is it sharp or dull? Does it go to your arm or jaw? Do you feel sick or short of breath?). Check question forms (do/does, past simple), a calm, polite tone, and that the trainee checks understanding or sums up.',
  ],
  [
    'B1 speaking single, general',
    'In a meeting, you did not hear what a colleague said. What is the most polite thing to say?',
    '*Sorry, could you say that again, please? | What? Say it again. | You speak too quietly. | Never mind, go on.',
  ],
  [
    'B1 speaking single, general',
    'A customer phones to complain that her order is late. Which reply is the most professional?',
    '*I’m very sorry about that. Let me check where your order is. | It’s not my fault, talk to the delivery company. | Orders are often late, so don’t worry. | You should order earlier next time.',
  ],
  [
    'B1 speaking single, general',
    'A friend asks what you thought of a new restaurant. You did not like it. Which answer gives your opinion politely?',
    '*To be honest, it wasn’t really my kind of place. The service was quite slow. | It’s the worst restaurant in the world. | I don’t know, maybe, I don’t remember. | Yes.',
  ],
  [
    'B1 speaking single, medical',
    'A patient asks: “Is the operation dangerous?” You are a nurse. What is the best answer?',
    '*Every operation has some risks. The surgeon will explain them before you sign the consent form. | No, it’s completely safe, nothing can go wrong. | Yes, very dangerous, but don’t worry. | I can’t tell you anything about it.',
  ],
  [
    'B1 speaking single, medical',
    'You need to give a patient an injection. What do you say first?',
    '*I’m going to give you an injection in your arm. You’ll feel a small scratch. Is that OK? | Give me your arm now. | This will hurt a lot, sorry. | Don’t look, it’s better if you don’t know.',
  ],
  [
    'B1 speaking single, medical',
    'A visitor asks how her father is. You do not know yet whether he agrees to share information with his family. What do you say?',
    '*I’m sorry, I need to check with your father before I can give you any details. | He’s very ill, it’s his heart. | Ask the doctor tomorrow, I’m busy. | Visitors are never allowed to know anything.',
  ],

  [
    'B1 writing free, general',
    'Write an e-mail (80–100 words) to a hotel. Your room was noisy and the air conditioning did not work. Complain politely and ask for part of your money back.',
    'Content: both problems, the dates of the stay and a clear request for a partial refund. Organisation: greeting, reason for writing, details, request, polite close (I look forward to hearing from you). Language: past simple, linkers (also, however), polite forms (I would like / Could you). 80–100 words; a rude tone loses marks.',
  ],
  [
    'B1 writing free, medical',
    'Write a letter (80–100 words) to a patient to confirm an appointment at the diabetes clinic. Include the date, the time, where to go, what to bring and how to change the appointment.',
    'All five points: date, time, place (building, floor or department), what to bring (a list of medicines, the blood glucose diary, glasses) and how to change it (a phone number or e-mail). Formal layout: Dear Mr / Ms …, reason for writing (I am writing to confirm…), clear requests (Please bring…), a polite close (Yours sincerely). 80–100 words; plain language, no unexplained abbreviations.',
  ],
  [
    'B1 writing single, medical',
    'You are writing a letter to a patient. Which sentence is the most suitable?',
    '*Please bring a list of all the medicines you are currently taking. | Bring your meds list, OK? | It would be obligatory to bring the list of medicaments. | Medicines: bring.',
  ],
  [
    'B1 writing gap, medical',
    'Complete the discharge note with <em>although</em>, <em>until</em> or <em>therefore</em>, one each.\nThe wound is healing well, [[1]] there is still some redness. The patient should not drive [[2]] the follow-up appointment. She is mobile and independent and can [[3]] go home today.',
    'although | until | therefore',
  ],
  [
    'B1 writing multiple, general',
    'Which phrases are suitable to end a formal e-mail? Choose all the right answers.',
    '*I look forward to hearing from you. | *Thank you for your help. | See ya! | Lots of love,',
  ],
  [
    'B1 writing gap, general',
    'Complete the formal e-mail with one word each.\nDear Sir or Madam,<br>I am writing [[1]] apply for the position of receptionist advertised on your website. I have two years’ experience [[2]] customer service.<br>Yours [[3]],',
    'to | in | faithfully',
  ],
  [
    'B1 writing single, medical',
    'Which sentence in a nursing handover is written most objectively?',
    '*The patient refused his lunch and drank 200 ml of water. | The patient was difficult and rude all day. | The patient probably doesn’t like hospital food. | The patient did nothing useful today.',
  ],

  [
    'B1 grammar gap, medical',
    'Complete with the present perfect or the past simple of the verb in brackets.\nThe patient [[1]] (be) in hospital since Monday. She [[2]] (have) an operation two days ago and she [[3]] (not / eat) anything since then.',
    "has been / 's been | had | hasn't eaten / has not eaten",
  ],
  [
    'B1 grammar gap, general',
    'Complete with the right form of the verb in brackets.\nIf it [[1]] (rain) tomorrow, we [[2]] (stay) at home.',
    "rains | will stay / 'll stay",
  ],
  [
    'B1 grammar single, general',
    'Choose the right word.\nThis is the hotel ___ we stayed last summer.',
    '*where | which | who | what',
  ],
  [
    'B1 grammar multiple, general',
    'Which sentences use the passive correctly? Choose all the right answers.',
    '*The bridge was built in 1890. | *English is spoken in many countries. | The letter was wrote yesterday. | The cars is made in Germany.',
  ],
  [
    'B1 grammar single, medical',
    'Choose the right form.\nThe patient ___ to the cardiology ward yesterday evening.',
    '*was transferred | has been transferred | is transferred | was transferring',
  ],
  [
    'B1 grammar gap, medical',
    'Report what the patients said. Complete with one word each.\n“I feel dizzy.” → The patient said that she [[1]] dizzy.\n“I can’t sleep.” → He told me that he [[2]] sleep.',
    "felt | couldn't / could not",
  ],
  [
    'B1 grammar single, medical',
    'Choose the right option.\nYou ___ fast before this blood test: whether you have breakfast is up to you.',
    '*don’t have to | mustn’t | can’t | shouldn’t to',
  ],

  [
    'B1 vocabulary gap, general',
    'Complete with phrasal verbs.\nCan you [[1]] this form and give it back to me, please? If you don’t know a word, [[2]] it [[3]] in a dictionary.',
    'fill in / fill out / complete | look | up',
  ],
  [
    'B1 vocabulary single, medical',
    'A patient says she feels “light-headed”. What does she mean?',
    '*She feels as if she might faint. | She has a bad headache. | She feels very happy. | Her head feels heavy and hot.',
  ],
  [
    'B1 vocabulary gap, medical',
    'Complete with one word each.\nThe nurse will [[1]] a clean dressing to the wound. Please [[2]] up your sleeve so I can take your blood pressure.',
    'apply | roll / pull / push',
  ],
  [
    'B1 vocabulary multiple, medical',
    'Which verbs can go with “a prescription”? Choose all the right answers.',
    '*write | *renew | *collect | swallow | operate',
  ],
  [
    'B1 vocabulary single, general',
    'Choose the word that completes the sentence.\nThe concert was ___ because the singer was ill.',
    '*cancelled | deleted | removed | refused',
  ],
  [
    'B1 vocabulary multiple, general',
    'Which words describe a person’s character? Choose all the right answers.',
    '*reliable | *generous | *shy | curly | tall',
  ],
  [
    'B1 vocabulary single, medical',
    'What is the opposite of “chronic” pain?',
    '*acute pain | severe pain | mild pain | constant pain',
  ],
];
