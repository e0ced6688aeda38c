import { randomBytes } from 'node:crypto';
import type { CreateQuestion, Question, WriteChoice } from '../../../domain/entities/question';
import { questionErrors } from '../../../domain/rules/question';
import { isBlank } from '../../../domain/rules/required';
import type { questions } from '../../db/schema';
import { archivableTimes } from '../../lib/crud-table';
import { badRequest } from '../../lib/http-errors';
import { richTextPlain, sanitizeRichText } from '../../lib/rich-text';

type Row = typeof questions.$inferSelect;
/** A question as written: a create's body, or an update's over the record it changes. */
export type Content = Omit<CreateQuestion, 'choices'> & { choices: WriteChoice[] };

/** The record of a row: the plain text, search text and the file's store key stay on the server. */
export const toQuestion = ({
  id,
  languageId,
  promptText: _,
  searchText: __,
  media,
  ...r
}: Row): Question => ({
  ...r,
  _id: id,
  media: media
    ? { kind: media.kind, name: media.name, contentType: media.contentType, size: media.size }
    : null,
  type: r.type as Question['type'],
  skill: r.skill as Question['skill'],
  language: languageId,
  ...archivableTimes(r),
});

/** A choice without an id gets a short one that no other choice of the question has. */
function withIds(choices: WriteChoice[]) {
  const taken = new Set(choices.map((c) => c.id));
  const fresh = () => {
    let id: string;
    do id = randomBytes(4).toString('hex');
    while (taken.has(id));
    taken.add(id);
    return id;
  };
  return choices.map((c) => ({ id: c.id ?? fresh(), text: c.text.trim(), correct: c.correct }));
}

/**
 * The row of a question: the prompt sanitised with its plain text, the rules checked (a 400 with
 * the message on each field), choice ids given, a guide for a free question only.
 */
export function questionColumns(q: Content) {
  const prompt = sanitizeRichText(q.prompt);
  const promptText = richTextPlain(prompt);
  const errors = questionErrors({ ...q, prompt, promptText });
  const [first] = Object.values(errors);
  if (first) throw badRequest(first, errors);
  return {
    type: q.type,
    skill: q.skill,
    level: q.level,
    languageId: q.language,
    prompt,
    promptText,
    choices: withIds(q.choices),
    gaps: q.gaps.map((g) => ({ answers: g.answers.map((a) => a.trim()) })),
    guide: q.type === 'free' && !isBlank(q.guide) ? (q.guide?.trim() ?? null) : null,
  };
}

type Versioned = Pick<Question, 'prompt' | 'choices' | 'gaps' | 'guide'>;

/** What the version follows: the prompt, choices, gaps and guide (key order aside). */
export const contentOf = (q: Versioned) =>
  JSON.stringify([
    q.prompt,
    q.choices.map((c) => [c.id, c.text, c.correct]),
    q.gaps.map((g) => g.answers),
    q.guide,
  ]);
