import type { DemoQuestion } from './types';

/** The demo bank's C2 questions: seven per skill, general and medical English. */
export const C2: DemoQuestion[] = [
  [
    'C2 listening single, general',
    '> Speaker: Management assured us that our views would shape the reorganisation.\n> Speaker: And of course, nothing says “we value your feedback” quite like a survey that closes the day after the decision was announced.\nWhat does the speaker mean?',
    '*The staff’s views were never really going to count. | The survey was well timed and well organised. | The decision will be changed after the survey. | Staff did not want to give any feedback.',
  ],
  [
    'C2 listening single, medical',
    '> Consultant: I take your point about the guidelines, but they were written for a population that looks rather different from Mrs Osei. She’s 94, frail, and she’s told us clearly what matters to her.\n> Registrar: So we don’t escalate?\n> Consultant: I’m saying we tailor it. Treat what’s reversible, and make sure she’s comfortable.\nWhat is the consultant’s position?',
    '*The guidelines should be adapted to this patient’s frailty and wishes rather than applied mechanically. | The guidelines should be followed to the letter. | All treatment should be stopped immediately. | The team should decide without regard to the patient’s wishes.',
  ],
  [
    'C2 listening multiple, medical',
    '> Chair: Before we sign off the new sepsis pathway, any reservations?\n> Microbiologist: Only that the broader antibiotic cover will, inevitably, drive resistance. I’m not against it, but I’d want an audit at six months.\n> Chair: Noted. Any objection to making that a condition of approval?\n> Microbiologist: None.\nWhich statements are accurate? Choose all the right answers.',
    '*The microbiologist does not oppose the pathway. | *She is concerned about antibiotic resistance. | *An audit at six months is proposed as a condition of approval. | The microbiologist votes against the pathway.',
  ],
  [
    'C2 listening gap, medical',
    '> Surgeon: Just to recap for the notes: the procedure was uneventful, estimated blood loss about 200 millilitres. One incidental finding: a small nodule on the left lobe of the liver, which we biopsied. Histology to follow.\nComplete the operation note with one word or number each.\nCourse: [[1]]<br>Estimated blood loss: [[2]] ml<br>Incidental finding: nodule, left lobe of the [[3]], biopsied',
    'uneventful | 200 | liver',
  ],
  [
    'C2 listening single, medical',
    '> Daughter: Are you saying there’s nothing more you can do?\n> Doctor: What I’m saying is that further chemotherapy is unlikely to help him and may well make the time he has left harder. There’s a great deal we can still do to keep him comfortable, and at home, if that’s what he wants.\nWhat is the doctor conveying?',
    '*Further chemotherapy is unlikely to help, but care will continue with a focus on comfort. | Nothing at all can be done for the patient. | Chemotherapy will cure him if he stays in hospital. | The family must decide whether to stop all care.',
  ],
  [
    'C2 listening gap, general',
    '> Critic: The novel’s conceit is ingenious, but the execution is, to put it charitably, uneven. The first half is taut; the second meanders, as if the author had lost her nerve.\nComplete with one word from the recording each.\nThe critic praises the novel’s [[1]] (its central idea) but finds its [[2]] uneven. In the second half, the story [[3]] (wanders without direction).',
    'conceit | execution | meanders',
  ],
  [
    'C2 listening multiple, general',
    '> Minister: We have never said the scheme would be cost-free.\n> Presenter: With respect, your manifesto described it as “self-financing”.\n> Minister: Over the lifetime of the project, yes. Which is a different thing entirely.\nWhich statements are justified by the exchange? Choose all the right answers.',
    '*The presenter challenges the minister with an earlier claim. | *The minister distinguishes between the cost now and financing over the long term. | The minister admits that the manifesto was wrong. | The presenter agrees that the scheme is self-financing.',
  ],

  [
    'C2 reading single, medical',
    'Read the extract from a journal commentary.\n<em>The reduction in mortality, though statistically significant, was confined to a subgroup identified post hoc, and the trial was not powered to detect it.</em>\nWhich reading of the result is the most appropriate?',
    '*It should be treated as a hypothesis for a further trial, not as proof. | The drug clearly lowers mortality in all patients. | The result is not statistically significant. | The trial enrolled too many patients to be reliable.',
  ],
  [
    'C2 reading single, general',
    'Read the extract.\n<em>It is a truth seldom acknowledged that the most enduring reforms are those that nobody notices: the quiet administrative change that, precisely because it provokes no outcry, is never reversed.</em>\nWhat does the writer suggest?',
    '*Reforms that attract little attention are the most likely to last. | Reforms must be widely debated in order to succeed. | Administrative changes are always reversed. | Loud protests make reforms permanent.',
  ],
  [
    'C2 reading multiple, general',
    'Read the extract.\n<em>To call the merger a triumph would be premature; to call it a failure, perverse. What can be said is that the cost savings promised to shareholders have materialised, whereas the promised improvements for customers remain, for now, largely notional.</em>\nWhich statements reflect the writer’s view? Choose all the right answers.',
    '*It is too early to call the merger a success. | *Shareholders have seen the promised savings. | *Customers have so far seen little real benefit. | The merger has clearly failed.',
  ],
  [
    'C2 reading gap, general',
    'Read the extract.\n<em>Her apology, carefully worded to concede regret without admitting liability, satisfied neither her critics nor her lawyers.</em>\nComplete with one word from the text each. She expressed [[1]], but did not accept legal [[2]].',
    'regret | liability',
  ],
  [
    'C2 reading multiple, medical',
    'Read the extract from a journal editorial.\n<em>That the new anticoagulant reduced strokes is not in dispute. What is less clear is whether the modest excess of major bleeding, confined largely to patients over 80, was adequately weighed by the regulators, given that this group was under-represented in the trial.</em>\nWhich points does the editorial make? Choose all the right answers.',
    '*The reduction in strokes is accepted. | *Patients over 80 were under-represented in the trial. | *The bleeding risk in older patients may not have been properly weighed. | The drug did not reduce strokes.',
  ],
  [
    'C2 reading gap, medical',
    'Read the extract from a discharge letter.\n<em>Mrs Shah was discharged on a reducing course of prednisolone: 30 mg daily for five days, then reducing by 5 mg every five days until stopped. She should not stop the tablets abruptly.</em>\nComplete with a number or one word each. On the sixth day after discharge, her daily dose is [[1]] mg. The tablets must not be stopped [[2]].',
    '25 | abruptly / suddenly',
  ],
  [
    'C2 reading single, medical',
    'Read the extract.\n<em>The committee was at pains to stress that the absence of evidence of harm should not be mistaken for evidence of the absence of harm, the relevant studies being too small to detect rare adverse events.</em>\nWhat does the committee mean?',
    '*The studies cannot rule out rare harms, because they were too small. | The studies prove that the treatment is safe. | Rare adverse events were found in the studies. | The studies were large enough to detect every harm.',
  ],

  [
    'C2 speaking free, general',
    'Speak for about three minutes: “Is it ever right to break a promise?” Build a nuanced argument with examples, and qualify your position where needed.',
    'A sustained, well-structured argument that weighs competing values (trust, harm, changed circumstances), with apt examples and a qualified conclusion. Expect effortless fluency, precise and idiomatic language, control of complex structures and a natural use of hedging and emphasis. Only rare slips are acceptable at C2.',
  ],
  [
    'C2 speaking free, medical',
    'Role-play: as the senior nurse, you meet the family of a patient who died unexpectedly after a fall on the ward. Explain what is known, what will be investigated and how they will be kept informed, in line with the duty of candour.',
    'Look for: a sincere apology and condolences at the outset, an honest account of the known facts without speculation or blame, a clear explanation of the investigation (who, how, when) and of how and when the family will be updated, with a named contact. Pace, silences and checking understanding matter as much as the content. Expect precise, compassionate and natural language; defensiveness, jargon or premature conclusions fail the task.',
  ],
  [
    'C2 speaking single, medical',
    'At a multidisciplinary meeting, a consultant dismisses your safeguarding concern about a patient. Which response is the most effective?',
    '*I appreciate that, but I’d like it minuted that I’ve raised a safeguarding concern, and I’ll follow it up with the safeguarding lead today. | You’re wrong, and you always ignore nurses. | Fine, forget I said anything. | I’ll take this to the press.',
  ],
  [
    'C2 speaking single, medical',
    'A patient with capacity declines a blood transfusion on religious grounds. What do you say?',
    '*I respect your decision. Can we talk about the alternatives we can offer, and what you would want us to do if things changed? | You’ll die if you refuse, so you have to accept. | I’ll ask your family to overrule you. | We’ll give it anyway once you’re asleep.',
  ],
  [
    'C2 speaking single, medical',
    'Presenting a case to a senior colleague, you want to convey uncertainty without sounding vague. Which is best?',
    '*My working diagnosis is pulmonary embolism, though I can’t yet exclude pneumonia; the CT should settle it. | It’s definitely a pulmonary embolism. | No idea really, it could be anything. | Maybe the lungs? Or something else.',
  ],
  [
    'C2 speaking single, general',
    'In a panel discussion, you want to concede a point while keeping your overall position. Which phrasing is the most effective?',
    '*Granted, the short-term costs are real; but to my mind they pale beside the long-term gains. | You’re right, I was wrong about everything. | I don’t accept any of that. | Costs, gains, whatever, it’s complicated.',
  ],
  [
    'C2 speaking single, general',
    'A journalist asks you a question you cannot answer for legal reasons. What do you say?',
    '*I understand why you’re asking, but as proceedings are ongoing, I’m not in a position to comment. | No comment. Next question. | That’s a stupid question. | Off the record, he’s obviously guilty.',
  ],

  [
    'C2 writing free, medical',
    'Write a reflective account (300–350 words) for your professional portfolio on a near-miss medication error you witnessed or can imagine: what happened, why it happened, what you learned and what changed in practice. Use a reflective model such as Gibbs.',
    'The stages of the chosen model in a clear order (description, feelings, evaluation, analysis, conclusion, action plan); the analysis looks at systems (look-alike packaging, interruptions, double checks), not only at blame. No detail that identifies a patient. Expect a reflective first-person register, precise professional vocabulary and a concrete change to practice. 300–350 words.',
  ],
  [
    'C2 writing free, general',
    'Write an opinion column (280–320 words) for a quality newspaper: “Companies should publish the salaries of all their staff.” Take a clear position and anticipate the objections.',
    'A clear, arresting position sustained throughout, the strongest objections stated fairly and answered, and a conclusion that goes beyond repetition. Expect a confident journalistic register (rhetorical questions, concession and rebuttal, varied sentence length), precise and idiomatic vocabulary and full control of complex structures. 280–320 words; only rare, minor slips at C2.',
  ],
  [
    'C2 writing single, general',
    'Which is the most concise and elegant revision of: “Due to the fact that the budget was insufficient in terms of size, the project was not able to be completed”?',
    '*The project could not be completed because the budget was too small. | Due to the budget being insufficient, completion was unable to happen. | The project, because of the budget, which was small, was not completed by us. | Budget too small, project not done.',
  ],
  [
    'C2 writing gap, general',
    'Complete the formal sentences with one word each.\n[[1]] to the board’s approval, the changes will take effect in January. The proposal was rejected, [[2]] reasons that were never made public.',
    'Subject / subject | for',
  ],
  [
    'C2 writing single, medical',
    'Which sentence in the discussion section of a research paper best acknowledges a limitation?',
    '*Our findings should be interpreted with caution, as the sample was drawn from a single centre. | Our study is perfect and has no limitations. | The sample was bad, so the results can be ignored. | Some might say single-centre studies are a problem, but they are wrong.',
  ],
  [
    'C2 writing gap, medical',
    'Rewrite the leaflet sentence in plain English: complete with one word each.\nOriginal: “Cessation of therapy should not be undertaken without prior consultation with your physician.”<br>Plain English: Do not [[1]] taking this medicine without [[2]] to your doctor first.',
    'stop | talking / speaking',
  ],
  [
    'C2 writing multiple, medical',
    'A draft reply to a complaint says: “We apologise if you felt that the nurse was rude.” Which changes would make it more appropriate? Choose all the right answers.',
    '*Apologise for the experience itself rather than for how the person felt | *Say what will be done to look into it | Add that the nurse was very busy that day | Remove the apology altogether',
  ],

  [
    'C2 grammar gap, general',
    'Complete the sentences with one word each.\nThe committee insisted that the report [[1]] published in full. [[2]] it not been for her intervention, the whole project would have collapsed.',
    'be | had',
  ],
  [
    'C2 grammar gap, medical',
    'Complete with one word each.\nIt is essential that every patient [[1]] assessed within an hour of arrival. [[2]] the patient deteriorate, contact the outreach team immediately.',
    'be | Should / should',
  ],
  [
    'C2 grammar single, medical',
    'Choose the best option.\n___ the scan been reported sooner, the tumour might have been removed.',
    '*Had | If | Should | Were',
  ],
  [
    'C2 grammar multiple, medical',
    'Which sentences are acceptable in formal written English? Choose all the right answers.',
    '*Not only was the dose wrong, but it was also given to the wrong patient. | *So severe was the reaction that the infusion was stopped. | Not only the dose was wrong, but it was given also to the wrong patient. | So severe the reaction was that the infusion was stopped.',
  ],
  [
    'C2 grammar single, general',
    'Choose the best option.\nIt’s high time the council ___ something about the potholes.',
    '*did | does | will do | has done',
  ],
  [
    'C2 grammar multiple, general',
    'Which sentences use the subjunctive correctly? Choose all the right answers.',
    '*The board recommended that she be promoted. | *If I were you, I would accept the offer. | The board recommended that she is being promoted. | If I would be you, I would accept.',
  ],
  [
    'C2 grammar single, medical',
    'Choose the best option.\nThe trial, ___ results were published last month, has already changed practice.',
    '*whose | which | of which | that their',
  ],

  [
    'C2 vocabulary gap, medical',
    'Complete with one word each.\nUntil the biopsy results are back, the consultant will only describe the prognosis as [[1]] (cautious: neither hopeful nor hopeless). The scan shows that the tumour has not [[2]] (spread to distant sites).',
    'guarded | metastasised / metastasized',
  ],
  [
    'C2 vocabulary single, general',
    'Which word best completes the sentence?\nHis apology seemed ___: he clearly did not mean a word of it.',
    '*perfunctory | profuse | heartfelt | candid',
  ],
  [
    'C2 vocabulary gap, general',
    'Complete the idioms with one word each.\nAfter weeks of negotiation, the deal finally fell [[1]]. Rather than address the problem, the manager swept it under the [[2]].',
    'through / apart | carpet / rug',
  ],
  [
    'C2 vocabulary multiple, general',
    'Which words mean “unwilling to change one’s opinion”? Choose all the right answers.',
    '*intransigent | *obdurate | *obstinate | malleable | amenable',
  ],
  [
    'C2 vocabulary single, medical',
    'Which word means “caused by medical treatment”, as in “an ___ complication”?',
    '*iatrogenic | idiopathic | congenital | endemic',
  ],
  [
    'C2 vocabulary multiple, medical',
    'Which words describe a symptom that comes and goes? Choose all the right answers.',
    '*intermittent | *episodic | *recurrent | incessant | unremitting',
  ],
  [
    'C2 vocabulary gap, medical',
    'Complete with one word each.\nThe patient’s symptoms were [[1]] (made worse) by the stress of moving house. The rash [[2]] (gradually disappeared) once the drug was stopped.',
    'exacerbated / aggravated / worsened | subsided / resolved / faded / cleared / settled',
  ],
];
