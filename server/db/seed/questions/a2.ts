import type { DemoQuestion } from './types';

/** The demo bank's A2 questions: seven per skill, general and medical English. */
export const A2: DemoQuestion[] = [
  [
    'A2 listening single, general',
    '> Dan: Hi Kate, it’s Dan. Sorry, I can’t meet you at the cinema tonight. I have to work late.\n> Dan: Can we go tomorrow instead, at eight? Call me back. Bye!\nWhy does Dan call?',
    '*To change the day they meet | To buy the cinema tickets | To say the film starts late | To ask Kate to work late',
  ],
  [
    'A2 listening single, medical',
    '> Receptionist: Riverside Surgery, good morning.\n> Caller: Hello, I’d like to make an appointment with Dr Shah, please.\n> Receptionist: Dr Shah isn’t here this week. Would you like to see Dr Mills on Wednesday morning?\n> Caller: Yes, that’s fine.\nWhich doctor will the caller see?',
    '*Dr Mills | Dr Shah | Dr Riverside | Both doctors',
  ],
  [
    'A2 listening gap, medical',
    '> Nurse: How often do you use your inhaler?\n> Patient: Usually twice a day, but this week about five times a day.\n> Nurse: And do you wake up at night?\n> Patient: Yes, two or three times.\nComplete the nurse’s notes with numbers.\nInhaler this week: [[1]] times a day. Wakes up [[2]] or [[3]] times a night.',
    '5 / five | 2 / two | 3 / three',
  ],
  [
    'A2 listening multiple, medical',
    '> Physiotherapist: After the operation, walk a little every day.\n> Patient: Can I drive?\n> Physiotherapist: Not for six weeks. And don’t carry heavy bags.\n> Patient: What about swimming?\n> Physiotherapist: Yes, after two weeks, when the wound is dry.\nWhat can the patient do two weeks after the operation? Choose all the right answers.',
    '*Walk a little | *Go swimming if the wound is dry | Drive a car | Carry heavy shopping',
  ],
  [
    'A2 listening gap, general',
    '> Receptionist: Good afternoon, Star Hotel.\n> Guest: Hi, I’d like a double room for three nights, from the 5th of June.\n> Receptionist: Certainly. That’s ninety pounds a night, breakfast included.\nComplete the booking.\nRoom: [[1]]<br>Nights: [[2]]<br>Price per night: £[[3]]',
    'double | 3 / three | 90 / ninety',
  ],
  [
    'A2 listening multiple, general',
    '> Sam: Are you coming to Jo’s party on Saturday?\n> Mia: I can’t. My parents are visiting. Is Alex going?\n> Sam: Yes, and he’s bringing his guitar.\nWhich sentences are true? Choose all the right answers.',
    '*Mia is not going to the party. | *Mia’s parents are visiting on Saturday. | *Alex is taking a guitar to the party. | Jo is bringing a guitar.',
  ],
  [
    'A2 listening single, general',
    '> Announcer: The 10:45 train to Bristol is delayed by twenty minutes. It will leave from platform 4. We apologise for the delay.\nWhen will the train leave?',
    '*At 11:05 | At 10:25 | At 10:45 | At 11:45',
  ],

  [
    'A2 reading single, medical',
    'Read the label on a box of tablets.\n<em>Take two tablets every six hours with food. Do not take more than eight tablets in 24 hours. Do not drive after taking this medicine.</em>\nA patient takes two tablets at 8 a.m. When can he take the next two?',
    '*At 2 p.m. | At 10 a.m. | At 4 p.m. | At 8 p.m.',
  ],
  [
    'A2 reading single, general',
    'Read the notice.\n<em>The swimming pool will close for repairs from 3 to 17 July. The gym stays open as usual. Members can use the pool at our Park Road centre free of charge.</em>\nWhat can members do on 10 July?',
    '*Use the gym, or swim at Park Road for free | Swim in the usual pool | Nothing: everything is closed | Swim at Park Road if they pay extra',
  ],
  [
    'A2 reading multiple, medical',
    'Read the discharge advice.\n<em>Keep the dressing dry for 48 hours. After that you may shower, but do not have a bath for two weeks. Come back to the clinic on day 10 to have your stitches removed.</em>\nWhich sentences are true? Choose all the right answers.',
    '*The patient can shower after two days. | *The stitches come out on day 10. | The patient can have a bath after 48 hours. | The dressing must stay wet.',
  ],
  [
    'A2 reading gap, general',
    'Read the review.\n<em>We had dinner at Luigi’s last Friday. The pizza was excellent but the service was very slow: we waited 50 minutes for our food. Prices are reasonable.</em>\nComplete with one word or number. The food arrived after [[1]] minutes. The writer liked the [[2]].',
    '50 / fifty | pizza / pizzas / food',
  ],
  [
    'A2 reading single, medical',
    'Read the job advert.\n<em>Healthcare assistant wanted for a busy surgical ward. Night shifts only, three nights a week. Experience helpful but not essential: full training given.</em>\nWhich sentence is true?',
    '*You can apply without experience. | The job is for day shifts. | The job is five days a week. | You must pay for the training.',
  ],
  [
    'A2 reading gap, medical',
    'Read the patient leaflet.\n<em>Before your scan: do not eat for six hours. You may drink water. Wear clothes without metal, for example no zips or buttons. Bring a list of your medicines.</em>\nComplete the sentences. You can drink [[1]] before the scan. Do not wear clothes with [[2]].',
    'water | metal / zips / buttons / zips or buttons',
  ],
  [
    'A2 reading multiple, general',
    'Read the message.\n<em>Hi all, the team meeting is moving from Monday to Tuesday at 9:30, in the big meeting room. Please bring your sales figures. Lunch will be provided. Karen</em>\nWhich sentences are true? Choose all the right answers.',
    '*The meeting is now on Tuesday. | *People should bring their sales figures. | *There will be lunch. | The meeting is in Karen’s office.',
  ],

  [
    'A2 speaking free, general',
    'Talk about your last holiday for about one minute: where you went, who you went with and what you did.',
    'Look for the past simple, regular and irregular (went, stayed, saw, ate), and sequencing words (first, then, after that). About one minute with some pauses is fine at A2. Mark fluency, accuracy of the past forms and range of holiday vocabulary; errors that do not block understanding cost little.',
  ],
  [
    'A2 speaking single, medical',
    'A patient asks: “Can I have a glass of water?” He must not eat or drink before his operation. What do you say?',
    '*I’m sorry, you can’t drink anything before the operation. | Yes, of course, here you are. | No, because water is bad for you. | I don’t know, ask your family.',
  ],
  [
    'A2 speaking single, medical',
    'You are a receptionist. A patient says: “I have an appointment at ten with Dr Lewis.” What do you say?',
    '*Could I have your name and date of birth, please? | What’s the matter with Dr Lewis? | Is it ten o’clock now? | Do you want an appointment?',
  ],
  [
    'A2 speaking single, general',
    'A friend invites you to the cinema on Friday, but you are busy. What do you say?',
    '*I’d love to, but I’m busy on Friday. How about Saturday? | Yes, I’m busy, so I’ll come. | No, I don’t want to see you. | I went to the cinema last Friday.',
  ],
  [
    'A2 speaking single, medical',
    'A patient looks worried before a blood test. What is the best thing to say?',
    '*Don’t worry, it only takes a minute. | Don’t move or it will hurt a lot. | You look terrible today. | Stop making a fuss, it’s only a needle.',
  ],
  [
    'A2 speaking single, general',
    'You are in a hotel and your room is too cold. What do you say at reception?',
    '*Excuse me, my room is very cold. Could someone check the heating? | My room is cold, so I am leaving now. | Is my room cold or hot? | Can I have a colder room, please?',
  ],
  [
    'A2 speaking free, medical',
    'Role-play: you are at a pharmacy with a bad cold. Tell the pharmacist how long you have had it and what your symptoms are, and ask for something to help.',
    'Expect: the duration (I’ve had it for three days / since Monday), two or three symptoms (a sore throat, a runny nose, a cough, a temperature) and a polite request (Can you give me something for…? / What can I take?). Mark the range of symptom words, the question forms and intelligibility; the present perfect with for / since is a plus at A2, not required.',
  ],

  [
    'A2 writing free, medical',
    'You are a nurse. Write a short note (30–50 words) to a colleague:\n- Mrs Lee in room 4 has a temperature of 38.5 °C.\n- You gave her paracetamol at 14:00.\n- Ask your colleague to check her temperature again at 16:00.',
    'All three points must be there: patient and room with the temperature, the medicine and its time, and the request for 16:00. Expect the past simple (I gave) and a polite request (Can you / Please check). 30–50 words, a greeting and a name at the end. Numbers and times must be exact.',
  ],
  [
    'A2 writing gap, general',
    'Complete the postcard with one word each.\nHi Sam,<br>We [[1]] having a great time in Scotland. Yesterday we [[2]] a castle and today we are going to climb a mountain.<br>See you [[3]],<br>Lily',
    'are | visited / saw / toured / explored | soon / later / tomorrow',
  ],
  [
    'A2 writing single, general',
    'Which is the best first sentence for a formal e-mail asking for information?',
    '*I am writing to ask about your English courses. | Hey, what about your English courses? | English courses, tell me everything. | I writing for ask about courses.',
  ],
  [
    'A2 writing single, medical',
    'Which is the clearest note for a colleague?',
    '*Mr Dean in room 5 feels dizzy. Please check his blood pressure at 11:00. | Man dizzy maybe check. | Someone in some room is not well, please look. | Mr Dean. Blood pressure. Dizzy. 11. Check?',
  ],
  [
    'A2 writing gap, medical',
    'Complete the text message with <em>because</em>, <em>so</em> or <em>but</em>.\nI’m sorry, I can’t come to my appointment today [[1]] my son is ill. Can I come on Friday? I am free in the morning, [[2]] not in the afternoon.',
    'because | but',
  ],
  [
    'A2 writing multiple, general',
    'You are writing a short review of a restaurant. Which sentences are correct? Choose all the right answers.',
    '*The food was delicious. | *We didn’t wait long. | The waiters was very friendly. | We eated pasta.',
  ],
  [
    'A2 writing gap, medical',
    'Complete the note to the school with one word each.\nPlease excuse Anna from school [[1]] Monday to Wednesday. She [[2]] a bad cough and a temperature.',
    'from | has / had',
  ],

  [
    'A2 grammar gap, general',
    'Complete with the past simple of the verb in brackets.\nYesterday I [[1]] (go) to the market and [[2]] (buy) some apples. I [[3]] (not / see) my friend there.',
    "went | bought | didn't see / did not see",
  ],
  [
    'A2 grammar gap, medical',
    'Complete with the comparative of the adjective in brackets.\nToday the patient is [[1]] (good) than yesterday, but his cough is [[2]] (bad) at night.',
    'better | worse',
  ],
  [
    'A2 grammar single, medical',
    'Choose the right form.\nThe patient ___ when the doctor came in, so the doctor came back later.',
    '*was sleeping | is sleeping | sleeps | has slept',
  ],
  [
    'A2 grammar single, general',
    'Choose the right word.\nI’ve lived in this town ___ 2019.',
    '*since | for | from | ago',
  ],
  [
    'A2 grammar multiple, medical',
    'Which sentences about the future are correct? Choose all the right answers.',
    '*I’m going to see the dentist tomorrow. | *The nurse will call you soon. | I going to phone the clinic. | She will to come at five.',
  ],
  [
    'A2 grammar gap, general',
    'Complete with <em>some</em> or <em>any</em>.\nWe haven’t got [[1]] milk, but there are [[2]] eggs in the fridge.',
    'any | some',
  ],
  [
    'A2 grammar single, medical',
    'Choose the right word.\nYou ___ drink alcohol with these tablets. It is dangerous.',
    '*mustn’t | don’t have to | needn’t | must',
  ],

  [
    'A2 vocabulary single, medical',
    'A patient says: “My head hurts a lot.” What has she got?',
    '*a headache | a stomach ache | a sore throat | a backache',
  ],
  [
    'A2 vocabulary gap, general',
    'Complete with <em>make</em> or <em>do</em>.\nCan you [[1]] me a favour? I need to [[2]] a phone call.',
    'do | make',
  ],
  [
    'A2 vocabulary single, general',
    'Complete the sentence.\nI’m very ___ in history, so I often watch documentaries.',
    '*interested | interesting | interest | interests',
  ],
  [
    'A2 vocabulary multiple, general',
    'Which of these do you usually find in a kitchen? Choose all the right answers.',
    '*a fridge | *a cooker | *a sink | a pillow | a wardrobe',
  ],
  [
    'A2 vocabulary gap, medical',
    'Complete with one word each.\nThe patient has a high [[1]]: 39 °C. He has a [[2]] nose and he sneezes a lot.',
    'temperature / fever | runny / blocked / stuffy',
  ],
  [
    'A2 vocabulary multiple, medical',
    'Which words are symptoms? Choose all the right answers.',
    '*a rash | *a cough | *dizziness | a plaster | a prescription',
  ],
  [
    'A2 vocabulary single, medical',
    'The doctor gives you a piece of paper to take to the pharmacy. What is it?',
    '*a prescription | a receipt | a recipe | a reception',
  ],
];
