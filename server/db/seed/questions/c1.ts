import type { DemoQuestion } from './types';

/** The demo bank's C1 questions: seven per skill, general and medical English. */
export const C1: DemoQuestion[] = [
  [
    'C1 listening single, medical',
    '> Doctor: I’m afraid the scan has shown something we weren’t hoping to see.\n> Patient: What do you mean?\n> Doctor: There is a growth on your pancreas. I know this is a lot to take in. Before I go on, would it help to have someone here with you?\nWhy does the doctor ask whether the patient would like someone with her?',
    '*To give her time and support before more difficult news | Because a relative has to sign the consent form | Because the doctor is unsure of the result | To bring the consultation to a quick end',
  ],
  [
    'C1 listening single, general',
    '> Journalist: Would you say the merger has been a success?\n> CEO: It’s early days. The integration of the IT systems has been, shall we say, more protracted than we’d hoped, but the cultural side has gone far more smoothly than the sceptics predicted.\nWhat does the CEO imply about the merger?',
    '*The technical integration has been slower than expected, while the cultural side has gone well. | It has been a complete success in every respect. | The staff of the two companies do not get on. | The IT systems were integrated ahead of schedule.',
  ],
  [
    'C1 listening multiple, general',
    '> Panellist A: The trouble with rent controls is that landlords simply stop maintaining their properties.\n> Panellist B: That’s been the case in some cities, granted. But the alternative, letting rents rise unchecked, is pricing key workers, nurses and teachers, out of the very cities that depend on them.\nWhich statements reflect Panellist B’s position? Choose all the right answers.',
    '*She accepts that A’s point holds in some places. | *She believes unchecked rents push essential workers out of cities. | She thinks landlords always maintain their properties well. | She rejects rent controls altogether.',
  ],
  [
    'C1 listening gap, general',
    '> Lecturer: Today I want to look at why so many well-intentioned policies backfire. Economists speak of the law of unintended consequences. A classic example is the so-called cobra effect: a reward offered for dead snakes led people to breed cobras to claim it.\nComplete the student’s notes with one word each.\nTopic: policies that [[1]] (have the opposite effect)<br>Key idea: the law of [[2]] consequences<br>Example: the [[3]] effect',
    'backfire | unintended | cobra',
  ],
  [
    'C1 listening gap, medical',
    '> Consultant: So, in summary: she’s 72, with community-acquired pneumonia, now on IV co-amoxiclav. Her CURB-65 score is 2, so she stays in, but she doesn’t need high dependency. We’ll switch to oral antibiotics once she’s been afebrile for 48 hours.\nComplete the notes with one word or number each.\nDiagnosis: community-[[1]] pneumonia<br>CURB-65 score: [[2]]<br>Switch to oral when [[3]] for 48 h',
    'acquired | 2 / two | afebrile / apyrexial / fever-free',
  ],
  [
    'C1 listening single, medical',
    '> Nurse: I’ve noticed Mr Clarke has been much quieter since yesterday, and he’s barely touched his food.\n> Doctor: Could be his mood, could be something else. Is he orientated?\n> Nurse: Not entirely. He thought it was Sunday this morning.\nWhat is the nurse’s underlying concern?',
    '*Mr Clarke may be becoming acutely confused, not just low in mood. | Mr Clarke does not like the hospital food. | Mr Clarke wants to go home for the weekend. | Mr Clarke has been disturbing other patients.',
  ],
  [
    'C1 listening multiple, medical',
    '> Ward manager: I want to be clear: nobody is in trouble. The incident report is there so that we learn from it.\n> Nurse: But the two insulin pens looked almost identical.\n> Ward manager: Exactly, and that’s the kind of thing the report should capture. I’ll also raise it with pharmacy so they can store them apart.\nWhat does the ward manager say or do? Choose all the right answers.',
    '*She stresses that the report is about learning, not blame. | *She accepts that the look-alike pens played a part. | *She will ask pharmacy to store the pens separately. | She says the nurse will face disciplinary action.',
  ],

  [
    'C1 reading single, general',
    'Read the extract.\n<em>While the findings point to a link between screen time and poorer sleep in teenagers, the authors caution that the study was observational and cannot establish causation: teenagers who already sleep badly may simply spend more time on their phones.</em>\nWhat does the writer suggest?',
    '*The link may run in the opposite direction to the one usually assumed. | The study proves that screens cause poor sleep. | Teenagers should not use their phones at night. | The study found no link at all.',
  ],
  [
    'C1 reading single, medical',
    'Read the extract from a clinical guideline.\n<em>Antibiotics should not routinely be offered for acute sore throat. A delayed (back-up) prescription may be considered for patients with moderate symptoms, to be used only if symptoms worsen or fail to improve within three to five days.</em>\nWhat is a “back-up” prescription?',
    '*One the patient uses only if the symptoms do not improve or get worse | One given to every patient with a sore throat | A second course of antibiotics after the first | A prescription kept by the pharmacist for emergencies',
  ],
  [
    'C1 reading multiple, medical',
    'Read the extract from a discharge letter.\n<em>Mr Evans, 64, was admitted with decompensated heart failure. He responded well to intravenous diuretics, losing 6 kg of fluid. His ramipril was withheld during admission because of an acute kidney injury, now resolving; please recheck his renal function in one week before restarting it.</em>\nWhich statements are supported by the letter? Choose all the right answers.',
    '*Mr Evans lost fluid with diuretic treatment. | *Ramipril should not be restarted before his kidney function is checked. | *His kidney injury is improving. | Ramipril has been stopped for good.',
  ],
  [
    'C1 reading gap, general',
    'Read the extract.\n<em>Far from being a passing fad, remote work appears to have become entrenched: two years on, fewer than a third of the firms surveyed have reverted to five days in the office.</em>\nComplete with one word from the text each. Remote work is not a temporary [[1]]. It has become firmly [[2]].',
    'fad | entrenched',
  ],
  [
    'C1 reading gap, medical',
    'Read the abstract.\n<em>In this randomised controlled trial of 412 adults with chronic low back pain, participants assigned to a structured exercise programme reported greater improvement in function at 12 weeks than those receiving usual care. The benefit was no longer evident at 12 months.</em>\nComplete with a number and one word from the text. The trial included [[1]] adults. At 12 months, the benefit was no longer [[2]].',
    '412 | evident',
  ],
  [
    'C1 reading multiple, general',
    'Read the extract from a book review.\n<em>The author’s claim that social media has “destroyed” political debate is overstated. Yet her central argument, that algorithms reward outrage over nuance, is difficult to dismiss, and the evidence she marshals for it is compelling.</em>\nWhich statements reflect the reviewer’s view? Choose all the right answers.',
    '*The author exaggerates the damage. | *The point about algorithms is convincing. | The book’s evidence is weak throughout. | Social media has indeed destroyed political debate.',
  ],
  [
    'C1 reading single, medical',
    'Read the extract from a hospital policy.\n<em>Where a patient lacks capacity to consent, treatment may be given if it is in the patient’s best interests, having consulted, where practicable, those close to the patient. A relative’s refusal does not in itself override a best-interests decision, although their views must be taken into account.</em>\nWhich statement is correct?',
    '*A relative’s views must be considered, but they cannot on their own veto treatment in the patient’s best interests. | Treatment needs a relative’s signature when the patient lacks capacity. | Relatives are never consulted. | A relative’s refusal always stops the treatment.',
  ],

  [
    'C1 speaking free, medical',
    'Role-play: the daughter of an elderly patient is angry that her father waited six hours in the emergency department. Respond to her, explain what happened and what will happen next, without blaming colleagues or promising what you cannot.',
    'Look for: the emotion acknowledged first (I can see how upsetting this has been), an apology for the experience without admitting a fault nobody has judged, a clear explanation without jargon, the next steps with times, and the complaints route offered (PALS or equivalent). Calm tone, signposting, checking understanding. Defensive or dismissive answers fail the task.',
  ],
  [
    'C1 speaking single, general',
    'In a negotiation, a client asks for a 20% discount, which you cannot give. Which reply keeps the door open?',
    '*Twenty per cent isn’t something I can offer, but if you committed to a two-year contract, we could look at ten. | No, that’s impossible, take it or leave it. | Fine, twenty per cent it is. | Discounts are against our policy, end of discussion.',
  ],
  [
    'C1 speaking single, general',
    'A colleague’s presentation contained a wrong budget figure. How do you raise it tactfully after the meeting?',
    '*Great presentation. One small thing: I think the budget figure was from last year’s plan. Shall we double-check it? | You got the budget completely wrong in there. | I noticed a mistake, but I’m not going to say where. | Everyone in the room noticed your mistake.',
  ],
  [
    'C1 speaking single, general',
    'You are chairing a meeting and one participant, Mark, keeps interrupting Julia. What do you say?',
    '*Sorry, Mark, could we let Julia finish? Then I’ll come straight back to you. | Mark, be quiet. | Let’s all just speak at the same time. | Julia, please stop so that Mark can talk.',
  ],
  [
    'C1 speaking single, medical',
    'A patient says: “I’ve read online that this vaccine does more harm than good.” Which response is the most appropriate?',
    '*It’s good that you’re looking into it. Can I ask what you read? Then I can share what the evidence shows. | That’s nonsense, don’t believe the internet. | Then you shouldn’t have it. | Everyone has it, so you should too.',
  ],
  [
    'C1 speaking single, medical',
    'You are breaking bad news. After you explain the diagnosis, the patient falls silent. What is the best thing to do?',
    '*Allow the silence, then gently ask: “What’s going through your mind?” | Go straight on to the treatment options. | Change the subject to something more positive. | Say: “Don’t worry, it could be worse.”',
  ],
  [
    'C1 speaking single, medical',
    'You spot a junior colleague’s drug calculation error before the dose is given. What do you say to her first?',
    '*Can we go through this calculation together? I think the decimal point may have slipped. | You could have killed someone! | Nothing: you quietly correct it and move on. | You’re clearly not safe to work here.',
  ],

  [
    'C1 writing free, general',
    'Write an essay (220–260 words): “Remote work has made companies less innovative.” Discuss both sides and give your own view.',
    'A clear thesis, balanced paragraphs on each side with developed support, and a conclusion that follows from them. Expect cohesive devices beyond the basic (that said, by contrast), hedging (arguably, it would seem), a wide range of structures and precise vocabulary, in a formal, impersonal register. 220–260 words; marks for task, organisation, range and accuracy.',
  ],
  [
    'C1 writing free, medical',
    'Write a referral letter (180–220 words) from a GP to a memory clinic about a 76-year-old patient with a year of progressive forgetfulness. Include the history, relevant findings, current medication, social situation and the question you want answered.',
    'Clear purpose in the first lines (I would be grateful if you could assess…), then a concise, chronological history with concrete examples (missed appointments, getting lost), relevant findings (cognitive score, normal bloods and B12), medication, social circumstances (lives alone, family support, driving) and a specific question. Professional, objective register, no unexplained abbreviations, hedged clinical judgement. 180–220 words.',
  ],
  [
    'C1 writing single, medical',
    'Which sentence hedges a finding appropriately in a clinical audit report?',
    '*These findings suggest that compliance may have fallen since the new protocol was introduced. | These findings prove that compliance collapsed because of the new protocol. | Compliance is bad now, obviously because of the protocol. | The protocol ruined compliance.',
  ],
  [
    'C1 writing gap, medical',
    'Complete the abstract with one word each.\nThis study [[1]] the effect of early mobilisation on length of stay. Patients mobilised within 24 hours of surgery were discharged, [[2]] average, two days earlier.',
    'examined / investigated / assessed / evaluated / explored | on',
  ],
  [
    'C1 writing gap, general',
    'Complete the formal letter with one word each.\nI am writing with [[1]] to your advertisement in Monday’s paper. [[2]] you require any further information, please do not hesitate to contact me.',
    'regard / reference | Should / should',
  ],
  [
    'C1 writing multiple, general',
    'Which linking expressions introduce a contrast? Choose all the right answers.',
    '*nevertheless | *by contrast | *that said | consequently | furthermore',
  ],
  [
    'C1 writing single, medical',
    'You are replying to a complaint on behalf of a hospital. Which opening is the most appropriate?',
    '*Thank you for taking the time to write to us about your father’s care; I am sorry that his experience fell short of what he should have received. | We refute all of your allegations. | Your complaint has been noted and filed. | Unfortunately, you are mistaken about what happened.',
  ],

  [
    'C1 grammar gap, medical',
    'Complete the sentences with one word each.\nNo [[1]] had the patient been admitted than his blood pressure dropped sharply. Not until the culture results came back [[2]] the team realise that the infection was resistant.',
    'sooner | did',
  ],
  [
    'C1 grammar single, general',
    'Choose the best option.\n___ the weather, the match would have gone ahead.',
    '*But for | Unless | Even though | Provided',
  ],
  [
    'C1 grammar gap, general',
    'Complete with one word each.\n[[1]] I known about the strike, I would have taken the train. The more you practise, the [[2]] confident you become.',
    'Had / had | more',
  ],
  [
    'C1 grammar multiple, general',
    'Which sentences use inversion correctly? Choose all the right answers.',
    '*Little did she know what was about to happen. | *Rarely have I seen such a mess. | Only after the meeting we realised the mistake. | Never I have been so embarrassed.',
  ],
  [
    'C1 grammar single, medical',
    'Choose the best option.\nThe patient ___ have taken an overdose: her paracetamol level is very high.',
    '*must | can’t | should | needn’t',
  ],
  [
    'C1 grammar gap, medical',
    'Complete with the right form of the words in brackets.\nThe wound [[1]] (should / dress) yesterday, but this morning the old dressing was still on. The results are likely [[2]] (be) available by Friday.',
    'should have been dressed | to be',
  ],
  [
    'C1 grammar multiple, medical',
    'Which sentences use a cleft structure correctly to emphasise information? Choose all the right answers.',
    '*It was the night nurse who noticed the change. | *What concerns me is his breathing. | It was the night nurse which she noticed the change. | What concerns me it is his breathing.',
  ],

  [
    'C1 vocabulary multiple, general',
    'Which words could replace <em>important</em> in “an important decision” with a similar meaning? Choose all the right answers.',
    '*crucial | *significant | *momentous | trivial | negligible',
  ],
  [
    'C1 vocabulary gap, medical',
    'Complete with one word each.\nThe patient’s condition [[1]] rapidly overnight and she was moved to intensive care. Fortunately, she [[2]] well to treatment.',
    'deteriorated / worsened | responded',
  ],
  [
    'C1 vocabulary single, medical',
    'Which word best completes the sentence?\nThe side effects were mild and ___, disappearing within a few days.',
    '*transient | chronic | persistent | permanent',
  ],
  [
    'C1 vocabulary multiple, medical',
    'Which adjectives collocate naturally with “prognosis”? Choose all the right answers.',
    '*poor | *favourable | *excellent | heavy | tall',
  ],
  [
    'C1 vocabulary single, general',
    'Which word best completes the sentence?\nThe committee’s decision was ___: nobody voted against it.',
    '*unanimous | anonymous | ambiguous | unanswerable',
  ],
  [
    'C1 vocabulary gap, general',
    'Complete the collocations with one word each.\nThe new policy [[1]] a lot of criticism from staff. We need to [[2]] a balance between cost and quality.',
    'attracted / drew / received / faced / provoked / sparked / generated / caused / prompted | strike / find',
  ],
  [
    'C1 vocabulary single, medical',
    'A colleague says a patient is “non-compliant” with his medication. Which term is now often preferred, as it sounds less judgemental?',
    '*non-adherent | non-responsive | non-invasive | non-acute',
  ],
];
