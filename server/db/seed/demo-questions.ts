import { createHash } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { QuestionSkill, QuestionType } from '../../../domain/entities/question-constants';
import { levelValue } from '../../../domain/rules/levels';
import { questionColumns } from '../../areas/questions/content';
import { HttpError } from '../../lib/http-errors';
import type { Database } from '../connect';
import { questions } from '../schema';
import { englishLanguageId } from './reference';

/**
 * A question of the demo bank, written compactly:
 * - head: `level skill type, domain` (domain: general or medical, for the reader only);
 * - prompt: one paragraph a line; `- ` lines make a list, `> Speaker: words` lines a quoted dialogue;
 * - key, split by ` | `: single and multiple, the choices in order, a leading `*` on the right ones;
 *   gap, one entry per [[n]] with its accepted answers split by ` / `; free, the grading guide.
 */
type DemoQuestion = [head: string, prompt: string, key: string];

/**
 * Seven levels (A0..C2) × six skills, one question each; at every level three general English and
 * three medical English. The bank holds no audio yet: listening questions give the recording's
 * transcript as a dialogue to read, and ask about it.
 */
const QUESTIONS: DemoQuestion[] = [
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

  [
    'B1 listening multiple, medical',
    '> Doctor: So, when did the pain start?\n> Patient: About three days ago. It’s here, in my lower back.\n> Doctor: Does it go anywhere else?\n> Patient: Sometimes down my left leg.\n> Doctor: Have you taken anything for it?\n> Patient: Just ibuprofen, but it doesn’t really help.\nWhich sentences are true? Choose all the right answers.',
    '*The pain started three days ago. | *The pain sometimes goes down the left leg. | *The ibuprofen does not help much. | The pain is in the upper back. | The patient has not taken any medicine.',
  ],
  [
    'B1 reading single, general',
    'Read the notice to staff.\n<em>From 1 May, staff may work from home up to two days a week. Home days must be agreed with your manager by the Friday before. On Tuesdays everyone works in the office for the team meeting.</em>\nWhich plan follows the rules?',
    '*Home on Monday and Thursday, agreed with the manager the Friday before | Home three days a week | Home every Tuesday | Home on any day, decided each morning without asking',
  ],
  [
    'B1 speaking free, medical',
    'Role-play: a patient has come in with chest pain. Take a short history: ask at least five questions about when it started, where it is, what it feels like, whether it spreads and any other symptoms.',
    'At least five clear questions covering onset, site, character, radiation and associated symptoms (When did it start? Can you show me where it hurts? Is it sharp or dull? Does it go to your arm or jaw? Do you feel sick or short of breath?). Check question forms (do/does, past simple), a calm, polite tone, and that the trainee checks understanding or sums up.',
  ],
  [
    'B1 writing free, general',
    'Write an e-mail (80–100 words) to a hotel. Your room was noisy and the air conditioning did not work. Complain politely and ask for part of your money back.',
    'Content: both problems, the dates of the stay and a clear request for a partial refund. Organisation: greeting, reason for writing, details, request, polite close (I look forward to hearing from you). Language: past simple, linkers (also, however), polite forms (I would like / Could you). 80–100 words; a rude tone loses marks.',
  ],
  [
    'B1 grammar gap, medical',
    'Complete with the present perfect or the past simple of the verb in brackets.\nThe patient [[1]] (be) in hospital since Monday. She [[2]] (have) an operation two days ago and she [[3]] (not / eat) anything since then.',
    "has been / 's been | had | hasn't eaten / has not eaten",
  ],
  [
    'B1 vocabulary gap, general',
    'Complete with phrasal verbs.\nCan you [[1]] this form and give it back to me, please? If you don’t know a word, [[2]] it [[3]] in a dictionary.',
    'fill in / fill out / complete | look | up',
  ],

  [
    'B2 listening single, general',
    '> Interviewer: So you’re not convinced by the four-day week?\n> Economist: Well, I wouldn’t go that far. The trials have been encouraging, particularly for staff wellbeing.\n> Economist: My concern is whether it works in sectors like healthcare or retail, where someone has to be there six or seven days a week.\nWhat is the economist’s view of the four-day week?',
    '*She is positive overall but doubts it suits every sector. | She is completely against it. | She thinks it works best in healthcare and retail. | She thinks the trials have failed.',
  ],
  [
    'B2 reading multiple, medical',
    'Read the extract from a hand hygiene guideline.\n<em>Clean your hands before touching a patient, before a clean or aseptic procedure, after exposure to body fluids, after touching a patient and after touching a patient’s surroundings. Use soap and water rather than alcohol hand rub when hands are visibly soiled, or after caring for a patient with C. difficile diarrhoea, as alcohol does not kill its spores.</em>\nWhen must staff use soap and water instead of alcohol rub? Choose all the right answers.',
    '*When their hands are visibly dirty | *After caring for a patient with C. difficile diarrhoea | Before every aseptic procedure | After touching the patient’s bed',
  ],
  [
    'B2 speaking free, general',
    '“Social media does more harm than good.” Give your opinion for about two minutes. Support it with reasons and an example, and answer one argument from the other side.',
    'A clear position, at least two developed reasons, one concrete example and a counter-argument answered (Some people argue that… However…). Look for discourse markers, a range of opinion language (I’d argue, on the whole) and mostly accurate complex sentences. Two minutes with little hesitation; fluency, coherence, range and accuracy count equally.',
  ],
  [
    'B2 writing free, medical',
    'Write a handover (120–150 words) in the SBAR format (Situation, Background, Assessment, Recommendation) for this patient:\nMr James Okafor, 67, day 2 after a hip replacement. New confusion overnight, temperature 38.2 °C, low urine output since the evening.',
    'The four SBAR parts in order, each with the right content: S, the new confusion and fever; B, age, operation and day; A, the trainee’s reading (possible infection or sepsis, dehydration) with the observations; R, a clear request (medical review now, bloods and cultures, fluid balance chart, repeat observations). Concise, objective language, exact figures, 120–150 words.',
  ],
  [
    'B2 grammar gap, general',
    'Complete with the right form of the verb in brackets.\nIf I [[1]] (know) about the traffic, I would have left earlier. The new bridge [[2]] (build) next year, so the journey will be shorter.',
    "had known / 'd known | will be built / is going to be built / is being built",
  ],
  [
    'B2 vocabulary single, medical',
    'Which word means a sudden worsening of a long-term illness, as in “an ___ of asthma”?',
    '*exacerbation | remission | prognosis | compliance',
  ],

  [
    'C1 listening single, medical',
    '> Doctor: I’m afraid the scan has shown something we weren’t hoping to see.\n> Patient: What do you mean?\n> Doctor: There is a growth on your pancreas. I know this is a lot to take in. Before I go on, would it help to have someone here with you?\nWhy does the doctor ask whether the patient would like someone with her?',
    '*To give her time and support before more difficult news | Because a relative has to sign the consent form | Because the doctor is unsure of the result | To bring the consultation to a quick end',
  ],
  [
    'C1 reading single, general',
    'Read the extract.\n<em>While the findings point to a link between screen time and poorer sleep in teenagers, the authors caution that the study was observational and cannot establish causation: teenagers who already sleep badly may simply spend more time on their phones.</em>\nWhat does the writer suggest?',
    '*The link may run in the opposite direction to the one usually assumed. | The study proves that screens cause poor sleep. | Teenagers should not use their phones at night. | The study found no link at all.',
  ],
  [
    'C1 speaking free, medical',
    'Role-play: the daughter of an elderly patient is angry that her father waited six hours in the emergency department. Respond to her, explain what happened and what will happen next, without blaming colleagues or promising what you cannot.',
    'Look for: the emotion acknowledged first (I can see how upsetting this has been), an apology for the experience without admitting a fault nobody has judged, a clear explanation without jargon, the next steps with times, and the complaints route offered (PALS or equivalent). Calm tone, signposting, checking understanding. Defensive or dismissive answers fail the task.',
  ],
  [
    'C1 writing free, general',
    'Write an essay (220–260 words): “Remote work has made companies less innovative.” Discuss both sides and give your own view.',
    'A clear thesis, balanced paragraphs on each side with developed support, and a conclusion that follows from them. Expect cohesive devices beyond the basic (that said, by contrast), hedging (arguably, it would seem), a wide range of structures and precise vocabulary, in a formal, impersonal register. 220–260 words; marks for task, organisation, range and accuracy.',
  ],
  [
    'C1 grammar gap, medical',
    'Complete the sentences with one word each.\nNo [[1]] had the patient been admitted than his blood pressure dropped sharply. Not until the culture results came back [[2]] the team realise that the infection was resistant.',
    'sooner | did',
  ],
  [
    'C1 vocabulary multiple, general',
    'Which words could replace <em>important</em> in “an important decision” with a similar meaning? Choose all the right answers.',
    '*crucial | *significant | *momentous | trivial | negligible',
  ],

  [
    'C2 listening single, general',
    '> Speaker: Management assured us that our views would shape the reorganisation.\n> Speaker: And of course, nothing says “we value your feedback” quite like a survey that closes the day after the decision was announced.\nWhat does the speaker mean?',
    '*The staff’s views were never really going to count. | The survey was well timed and well organised. | The decision will be changed after the survey. | Staff did not want to give any feedback.',
  ],
  [
    'C2 reading single, medical',
    'Read the extract from a journal commentary.\n<em>The reduction in mortality, though statistically significant, was confined to a subgroup identified post hoc, and the trial was not powered to detect it.</em>\nWhich reading of the result is the most appropriate?',
    '*It should be treated as a hypothesis for a further trial, not as proof. | The drug clearly lowers mortality in all patients. | The result is not statistically significant. | The trial enrolled too many patients to be reliable.',
  ],
  [
    'C2 speaking free, general',
    'Speak for about three minutes: “Is it ever right to break a promise?” Build a nuanced argument with examples, and qualify your position where needed.',
    'A sustained, well-structured argument that weighs competing values (trust, harm, changed circumstances), with apt examples and a qualified conclusion. Expect effortless fluency, precise and idiomatic language, control of complex structures and a natural use of hedging and emphasis. Only rare slips are acceptable at C2.',
  ],
  [
    'C2 writing free, medical',
    'Write a reflective account (300–350 words) for your professional portfolio on a near-miss medication error you witnessed or can imagine: what happened, why it happened, what you learned and what changed in practice. Use a reflective model such as Gibbs.',
    'The stages of the chosen model in a clear order (description, feelings, evaluation, analysis, conclusion, action plan); the analysis looks at systems (look-alike packaging, interruptions, double checks), not only at blame. No detail that identifies a patient. Expect a reflective first-person register, precise professional vocabulary and a concrete change to practice. 300–350 words.',
  ],
  [
    'C2 grammar gap, general',
    'Complete the sentences with one word each.\nThe committee insisted that the report [[1]] published in full. [[2]] it not been for her intervention, the whole project would have collapsed.',
    'be | had',
  ],
  [
    'C2 vocabulary gap, medical',
    'Complete with one word each.\nUntil the biopsy results are back, the consultant will only describe the prognosis as [[1]] (cautious: neither hopeful nor hopeless). The scan shows that the tumour has not [[2]] (spread to distant sites).',
    'guarded | metastasised / metastasized',
  ],
];

/** The prompt's HTML: a paragraph a line, `- ` lines in a list, `> ` lines in a quoted dialogue. */
function promptHtml(skill: QuestionSkill, text: string) {
  const blocks: string[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; ) {
    const mark = lines[i].slice(0, 2);
    if (mark !== '- ' && mark !== '> ') {
      blocks.push(`<p>${lines[i++]}</p>`);
      continue;
    }
    const run: string[] = [];
    while (i < lines.length && lines[i].startsWith(mark)) run.push(lines[i++].slice(2));
    if (mark === '- ') blocks.push(`<ul>${run.map((item) => `<li>${item}</li>`).join('')}</ul>`);
    else {
      const said = run.map((line) => line.replace(/^([^:]+): /, '<strong>$1:</strong> '));
      blocks.push(`<blockquote>${said.map((line) => `<p>${line}</p>`).join('')}</blockquote>`);
    }
  }
  // No audio yet: the learner reads the recording's transcript.
  if (skill === 'listening')
    blocks.unshift('<p><em>Read the dialogue (the recording’s transcript).</em></p>');
  return blocks.join('');
}

/** A choice's id as the API gives one (8 hex digits), from the question and its place: the same at every seed. */
const choiceId = (question: number, choice: number) =>
  createHash('sha256').update(`demo-question ${question} ${choice}`).digest('hex').slice(0, 8);

/** What the API would receive for a demo question. */
function content([head, text, key]: DemoQuestion, n: number, language: string) {
  const [label, skill, type] = head.replace(/,.*/, '').split(' ') as [
    string,
    QuestionSkill,
    QuestionType,
  ];
  const level = levelValue(label);
  if (level === undefined) throw new Error(`Demo question ${head}: no level ${label}`);
  const items = key.split(' | ');
  const choices =
    type === 'single' || type === 'multiple'
      ? items.map((item, i) => ({
          id: choiceId(n, i),
          text: item.replace(/^\*/, ''),
          correct: item.startsWith('*'),
        }))
      : [];
  const gaps = type === 'gap' ? items.map((item) => ({ answers: item.split(' / ') })) : [];
  return {
    type,
    skill,
    level,
    language,
    prompt: promptHtml(skill, text),
    choices,
    gaps,
    guide: type === 'free' ? key : null,
  };
}

/**
 * The row the API would store (`questionColumns`: the prompt sanitised, the rules checked): a
 * question its rules refuse stops the seed, named with the fields refused.
 */
function columnsOf(q: DemoQuestion, n: number, language: string) {
  try {
    return questionColumns(content(q, n, language));
  } catch (error) {
    const fields = error instanceof HttpError ? JSON.stringify(error.fieldErrors) : String(error);
    throw new Error(`Demo question ${q[0]}: ${fields}`);
  }
}

/** The demo question bank: 42 English questions, one per level and skill; once, into an empty table. */
export async function seedDemoQuestions(db: Database) {
  const [{ n }] = await db.select({ n: count() }).from(questions);
  if (n > 0) return;
  const english = await englishLanguageId(db);
  if (!english) throw new Error('Demo questions: no English language');
  const start = Date.now();
  // The API's own columns (sanitised prompt, its plain text, the choices), version 1, a millisecond apart.
  await db.insert(questions).values(
    QUESTIONS.map((q, i) => {
      const at = new Date(start + i);
      return { ...columnsOf(q, i, english), version: 1, createdAt: at, updatedAt: at };
    }),
  );
}
