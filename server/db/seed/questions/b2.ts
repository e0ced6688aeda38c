import type { DemoQuestion } from './types';

/** The demo bank's B2 questions: seven per skill, general and medical English. */
export const B2: DemoQuestion[] = [
  [
    'B2 listening single, general',
    '> Interviewer: So you’re not convinced by the four-day week?\n> Economist: Well, I wouldn’t go that far. The trials have been encouraging, particularly for staff wellbeing.\n> Economist: My concern is whether it works in sectors like healthcare or retail, where someone has to be there six or seven days a week.\nWhat is the economist’s view of the four-day week?',
    '*She is positive overall but doubts it suits every sector. | She is completely against it. | She thinks it works best in healthcare and retail. | She thinks the trials have failed.',
  ],
  [
    'B2 listening single, medical',
    '> Registrar: How’s Mr Ahmed doing since we changed his antibiotics?\n> Nurse: His temperature has come down, but he’s still quite breathless, and his oxygen saturation dropped to 91% this morning.\n> Registrar: Right, then I’d rather not send him home today. Let’s repeat the chest X-ray.\nWhy does the registrar decide not to discharge Mr Ahmed?',
    '*He is still breathless and his oxygen level has fallen. | His temperature is still rising. | The antibiotics have not been changed yet. | The X-ray showed a new problem.',
  ],
  [
    'B2 listening gap, medical',
    '> Pharmacist: So you’re on warfarin. Have you started any new medicines recently, even ones you bought yourself?\n> Patient: Just some herbal tablets for my mood, St John’s wort.\n> Pharmacist: I see. That can interfere with warfarin, so I’ll let your GP know, and you’ll need an extra blood test this week.\nComplete the pharmacist’s notes.\nRegular medicine: [[1]]<br>New product: St John’s [[2]] (herbal)<br>Action: inform GP, extra blood [[3]] this week',
    'warfarin | wort | test',
  ],
  [
    'B2 listening multiple, medical',
    '> Nurse: Before the consultant comes in, a few things about your consent form. Have you understood what the procedure involves?\n> Patient: Mostly. But I’m not sure whether I’ll be awake.\n> Nurse: That’s a good question to ask him. You can also ask about other options, and you can change your mind at any time, even after signing.\nWhich points does the nurse make? Choose all the right answers.',
    '*The patient can ask the consultant whether she will be awake. | *She can ask about other options. | *She can withdraw her consent after signing. | She must sign the form before she sees the consultant.',
  ],
  [
    'B2 listening single, general',
    '> Manager: I know the deadline’s tight, but could you have the report on my desk by Thursday?\n> Employee: Thursday’s doable, provided I don’t have to cover the client visit on Wednesday.\n> Manager: Fair enough, I’ll ask Sam to do that.\nWhat does the employee agree to?',
    '*To finish the report by Thursday if someone else handles the client visit | To do both the report and the client visit | To hand the report over to Sam | To move the deadline to Wednesday',
  ],
  [
    'B2 listening gap, general',
    '> Presenter: Our sales in the first quarter were up twelve per cent on last year, mainly thanks to online orders. However, costs rose by eight per cent because of higher energy prices, so profits grew only slightly.\nComplete the summary with one word or number each.\nSales: up [[1]]% (mainly [[2]] orders)<br>Costs: up 8% because of higher [[3]] prices',
    '12 / twelve | online | energy',
  ],
  [
    'B2 listening multiple, general',
    '> Host: So, you gave up a career in banking to open a bakery?\n> Guest: I did. People assume it was about money, but I actually earn less now. What I missed was making something you can see and touch. And the hours? Earlier mornings, but I’m home by three.\nWhich statements are true about the guest? Choose all the right answers.',
    '*She earns less than she did in banking. | *She wanted work with a concrete result. | *She now finishes work earlier in the day. | She left banking to make more money.',
  ],

  [
    'B2 reading multiple, medical',
    'Read the extract from a hand hygiene guideline.\n<em>Clean your hands before touching a patient, before a clean or aseptic procedure, after exposure to body fluids, after touching a patient and after touching a patient’s surroundings. Use soap and water rather than alcohol hand rub when hands are visibly soiled, or after caring for a patient with C. difficile diarrhoea, as alcohol does not kill its spores.</em>\nWhen must staff use soap and water instead of alcohol rub? Choose all the right answers.',
    '*When their hands are visibly dirty | *After caring for a patient with C. difficile diarrhoea | Before every aseptic procedure | After touching the patient’s bed',
  ],
  [
    'B2 reading single, general',
    'Read the extract.\n<em>Although the city council insists that the new parking charges are aimed at reducing congestion, local shopkeepers argue that their real effect will be to drive customers towards out-of-town retail parks, where parking is free.</em>\nWhat is the shopkeepers’ main concern?',
    '*They may lose customers to shops outside the town. | Congestion in the centre will get worse. | The council will build more car parks. | Retail parks will start charging for parking.',
  ],
  [
    'B2 reading single, medical',
    'Read the extract from a consent leaflet.\n<em>You will be asked to sign a consent form once the procedure, its benefits, risks and alternatives have been explained to you. Signing the form does not oblige you to go ahead: you may withdraw your consent at any point before the procedure begins.</em>\nWhich statement is correct?',
    '*A patient who has signed can still decide not to have the procedure. | Patients sign the form before the risks are explained. | Once the form is signed, the procedure must go ahead. | Alternatives are explained only if the patient asks.',
  ],
  [
    'B2 reading gap, general',
    'Read the product review.\n<em>The laptop is remarkably light and the battery easily lasts a full working day. My only reservation is the keyboard, which feels rather shallow for long typing sessions. At this price, though, it’s hard to beat.</em>\nComplete with one word each. The reviewer’s only criticism concerns the [[1]]. Overall, the reviewer thinks the laptop is good [[2]] for money.',
    'keyboard | value',
  ],
  [
    'B2 reading gap, medical',
    'Read the SBAR note.\n<em>S: Mrs Grant, 81, fell on the ward at 03:10, found on the floor beside her bed. B: admitted with a urinary tract infection; on blood thinners. A: small bruise on the forehead, alert, observations stable. R: medical review within the hour and a head CT as per the falls protocol.</em>\nComplete with one word each. Mrs Grant was admitted with a urinary tract [[1]]. Because she takes blood [[2]], a head scan is requested.',
    'infection | thinners',
  ],
  [
    'B2 reading multiple, general',
    'Read the company policy.\n<em>Employees may claim travel expenses for journeys made on company business, provided receipts are submitted within 30 days. First-class rail travel is not reimbursed unless approved in advance by a director. Commuting between home and the usual workplace is not covered.</em>\nWhich claims follow the policy? Choose all the right answers.',
    '*A standard-class train ticket to visit a client, receipt sent a week later | *A first-class ticket approved by a director beforehand | The daily bus fare from home to the office | A taxi to a client meeting, receipt sent two months later',
  ],
  [
    'B2 reading multiple, medical',
    'Read the triage guidance.\n<em>Patients with chest pain must have an ECG within 10 minutes of arrival. Those with severe pain, breathlessness or abnormal observations are placed in the majors area; others wait in the main waiting room and are reassessed every 30 minutes.</em>\nWhich statements follow the guidance? Choose all the right answers.',
    '*Every patient with chest pain has an ECG within 10 minutes. | *A breathless patient with chest pain goes to majors. | Patients in the waiting room are reassessed every hour. | Only patients with severe pain have an ECG.',
  ],

  [
    'B2 speaking free, general',
    '“Social media does more harm than good.” Give your opinion for about two minutes. Support it with reasons and an example, and answer one argument from the other side.',
    'A clear position, at least two developed reasons, one concrete example and a counter-argument answered (Some people argue that… However…). Look for discourse markers, a range of opinion language (I’d argue, on the whole) and mostly accurate complex sentences. Two minutes with little hesitation; fluency, coherence, range and accuracy count equally.',
  ],
  [
    'B2 speaking single, medical',
    'In a handover, a colleague speaks very fast and uses an abbreviation you don’t know. What do you say?',
    '*Sorry, could you slow down a little? And what does “NEWS” stand for here? | Stop, you’re confusing me. | I’ll just guess what you mean, it’s fine. | Whatever, I’ll read the notes later.',
  ],
  [
    'B2 speaking single, medical',
    'A patient refuses his evening medication and says he is tired of taking tablets. What is the best first response?',
    '*I understand it can feel like a lot. Can you tell me what’s bothering you about them? | You have to take them, it’s the doctor’s orders. | Fine, I’ll throw them away then. | If you don’t take them, you’ll get much worse.',
  ],
  [
    'B2 speaking single, medical',
    'You phone a doctor about a patient who is getting worse, using SBAR. What do you say first?',
    '*Hello, this is Maria, staff nurse on Ward 7. I’m calling about Mr Jones, who has become more breathless in the last hour. | Hello, Mr Jones was admitted three days ago with pneumonia. | Hello, I think Mr Jones might have sepsis. | Hello, can you come to Ward 7 when you have time?',
  ],
  [
    'B2 speaking single, medical',
    'A relative asks you, a nurse, whether her mother’s biopsy shows cancer. The doctor has not yet discussed the results with the patient. What do you say?',
    '*I understand you’re anxious. The doctor will go through the results with your mother first, and she can choose who she’d like with her. | Yes, I’m afraid it’s cancer. | No, it’s nothing serious. | I’m not allowed to talk to you.',
  ],
  [
    'B2 speaking single, general',
    'In a meeting, you want to disagree politely with your manager’s proposal. What do you say?',
    '*I see your point, but I’m not sure it would work for our smaller clients. | That’s a terrible idea. | I disagree, and so does everyone else. | Whatever you think is best, I suppose.',
  ],
  [
    'B2 speaking single, general',
    'You are giving a presentation and want to move on to your next point. Which phrase is the most suitable?',
    '*That brings me to my next point: the budget. | And now the budget, finally, I’ll stop talking soon. | The budget is also a thing. | Let’s forget all that and do the budget.',
  ],

  [
    'B2 writing free, medical',
    'Write a handover (120–150 words) in the SBAR format (Situation, Background, Assessment, Recommendation) for this patient:\nMr James Okafor, 67, day 2 after a hip replacement. New confusion overnight, temperature 38.2 °C, low urine output since the evening.',
    'The four SBAR parts in order, each with the right content: S, the new confusion and fever; B, age, operation and day; A, the trainee’s reading (possible infection or sepsis, dehydration) with the observations; R, a clear request (medical review now, bloods and cultures, fluid balance chart, repeat observations). Concise, objective language, exact figures, 120–150 words.',
  ],
  [
    'B2 writing free, general',
    'Write a report (150–180 words) for your manager on a staff survey about the canteen. Summarise the main findings (prices, choice, queues) and make two recommendations.',
    'Report layout: a title, short headed sections (Introduction, Findings, Recommendations) and an impersonal register (The majority of staff…, It is recommended that…). All three findings reported with figures or proportions, two realistic, clearly justified recommendations. Look for reporting verbs (stated, suggested), passives and quantifiers. 150–180 words.',
  ],
  [
    'B2 writing single, general',
    'Which sentence is the most appropriate in a formal report?',
    '*The majority of respondents expressed dissatisfaction with waiting times. | Loads of people said the queues are awful. | Nobody likes waiting, obviously. | We asked people and they were like, the queues are too long.',
  ],
  [
    'B2 writing gap, general',
    'Complete the cover letter with one word each.\nI would welcome the opportunity to discuss my application [[1]] more detail. Please find my CV attached. I look forward [[2]] hearing from you.',
    'in | to',
  ],
  [
    'B2 writing single, medical',
    'You are writing a discharge letter to a GP. Which sentence is the most appropriate?',
    '*Please arrange a repeat blood test in two weeks to check her kidney function. | She needs bloods sometime, can you sort it? | Maybe do a blood test if you want. | Blood test! Two weeks! Kidneys!',
  ],
  [
    'B2 writing gap, medical',
    'Complete the incident report with the right form of the verb in brackets.\nAt 14:20 the patient [[1]] (find) on the bathroom floor. She [[2]] (not / press) the call bell before getting up.',
    "was found | hadn't pressed / had not pressed / didn't press / did not press",
  ],
  [
    'B2 writing multiple, medical',
    'Which sentences are suitable for a patient information leaflet in plain English? Choose all the right answers.',
    '*You may feel sleepy after taking this medicine. | *Do not drive until you know how it affects you. | Somnolence may ensue post-administration. | Avoid operating vehicles in the event of CNS depression.',
  ],

  [
    'B2 grammar gap, general',
    'Complete with the right form of the verb in brackets.\nIf I [[1]] (know) about the traffic, I would have left earlier. The new bridge [[2]] (build) next year, so the journey will be shorter.',
    "had known / 'd known | will be built / is going to be built / is being built",
  ],
  [
    'B2 grammar gap, medical',
    'Complete with the right form of the verb in brackets.\nBy the time the ambulance arrived, the patient [[1]] (stop) breathing. Fortunately, a nurse who [[2]] (walk) past had started CPR immediately.',
    "had stopped / 'd stopped | was walking / had been walking",
  ],
  [
    'B2 grammar single, medical',
    'Choose the best option.\nThe patient’s blood pressure needs ___ every four hours.',
    '*checking | to checking | check | to check it',
  ],
  [
    'B2 grammar multiple, medical',
    'Which sentences are grammatically correct? Choose all the right answers.',
    '*If she had taken her inhaler, she wouldn’t have had the attack. | *Unless the pain improves, we will increase the dose. | If he would have called earlier, we could have helped. | Unless you don’t fast, the test won’t work.',
  ],
  [
    'B2 grammar single, general',
    'Choose the best option.\nI wish I ___ more time to travel when I was younger.',
    '*had had | have had | would have | had have',
  ],
  [
    'B2 grammar gap, general',
    'Complete with the right form of the verb in brackets.\nHe’s used to [[1]] (get) up early, but he’ll never get used to [[2]] (drive) on the left.',
    'getting | driving',
  ],
  [
    'B2 grammar single, medical',
    'Choose the best option.\nThe consultant suggested ___ the dose gradually.',
    '*reducing | to reduce | reduce | that reduce',
  ],

  [
    'B2 vocabulary single, medical',
    'Which word means a sudden worsening of a long-term illness, as in “an ___ of asthma”?',
    '*exacerbation | remission | prognosis | compliance',
  ],
  [
    'B2 vocabulary gap, general',
    'Complete the phrasal verbs with one word each.\nThe company had to [[1]] off twenty staff when sales fell. We need to [[2]] up with a better plan.',
    'lay | come',
  ],
  [
    'B2 vocabulary single, general',
    'Which word best completes the sentence?\nThe new manager made a good ___ on the team.',
    '*impression | expression | effect | affect',
  ],
  [
    'B2 vocabulary multiple, general',
    'Which collocations with “take” are correct? Choose all the right answers.',
    '*take a risk | *take responsibility | *take advantage of | take a mistake | take homework',
  ],
  [
    'B2 vocabulary gap, medical',
    'Complete with one word each.\nThe patient was [[1]] to intensive care after surgery. Three days later she was well enough to be [[2]] home.',
    'transferred / moved / taken / admitted / sent | discharged / sent',
  ],
  [
    'B2 vocabulary multiple, medical',
    'Which words can describe the character of pain? Choose all the right answers.',
    '*throbbing | *stabbing | *burning | swollen | bleeding',
  ],
  [
    'B2 vocabulary single, medical',
    'A drug is “contraindicated” in pregnancy. What does this mean?',
    '*It should not be used during pregnancy. | It is recommended during pregnancy. | It has no effect during pregnancy. | It must be combined with another drug during pregnancy.',
  ],
];
