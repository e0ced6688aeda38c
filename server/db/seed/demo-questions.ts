import { createHash } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { QuestionSkill, QuestionType } from '../../../domain/entities/question-constants';
import { levelValue } from '../../../domain/rules/levels';
import { questionColumns } from '../../areas/questions/content';
import { HttpError } from '../../lib/http-errors';
import type { Database } from '../connect';
import { questions } from '../schema';
import { A0 } from './questions/a0';
import { A1 } from './questions/a1';
import { A2 } from './questions/a2';
import { B1 } from './questions/b1';
import { B2 } from './questions/b2';
import { C1 } from './questions/c1';
import { C2 } from './questions/c2';
import type { DemoQuestion } from './questions/types';
import { englishLanguageId } from './reference';

/**
 * Seven levels (A0..C2) × six skills × seven questions: 294, one file per level in ./questions (the
 * notation in ./questions/types.ts). In each level and skill, three or four general English and
 * three or four medical English, of several types, at most two free texts (a trainer grades those):
 * a placement test draws four automatic ones per level and skill. The bank holds no audio yet:
 * listening questions give the recording's transcript as a dialogue to read, and ask about it.
 */
const QUESTIONS: DemoQuestion[] = [...A0, ...A1, ...A2, ...B1, ...B2, ...C1, ...C2];

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

/** The demo question bank: 294 English questions, seven per level and skill; once, into an empty table. */
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
