import { expect } from 'vitest';
import { accessCodes, companies, questionPools } from '../../server/db/schema';
import type { LogDestination } from '../../server/plugins/logging';
import { build } from './helpers';

/** A test as the learner's routes answer it. */
export type View = {
  _id: string;
  token?: string;
  title: string;
  questions: {
    type: string;
    prompt: string;
    choices: { id: string; text: string }[];
    gaps: number;
  }[];
  answers: unknown[];
  finishedAt: string | null;
};

/**
 * A fresh app with a small bank (A1 reading: two single choices and a gap fill; A2 reading: a free
 * text), a pool drawing all four, a client, codes of that pool, and the learner's public calls.
 */
export async function testBank(logging: LogDestination = {}) {
  const built = await build(logging);
  const { app, injectAs } = built;
  const [english] = (await injectAs('admin', { url: '/api/language' })).json() as { _id: string }[];
  const [client] = await app.db
    .insert(companies)
    .values({ name: 'Clinique du Parc', country: 'FR', type: 'Client', languageArea: 2 })
    .returning();
  // The bank: A1 reading, two single choice and one gap fill; A2 reading, one free text.
  const question = async (payload: object) => {
    const res = await injectAs('admin', {
      method: 'POST',
      url: '/api/question',
      payload: { skill: 'reading', language: english._id, ...payload },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { _id: string; choices: { id: string; text: string; correct: boolean }[] };
  };
  const singles = [
    await question({
      type: 'single',
      level: 1,
      prompt: '<p>Which one is a fruit?</p>',
      choices: [
        { text: 'apple', correct: true },
        { text: 'chair', correct: false },
        { text: 'cloud', correct: false },
      ],
    }),
    await question({
      type: 'single',
      level: 1,
      prompt: '<p>Which one is a colour?</p>',
      choices: [
        { text: 'red', correct: true },
        { text: 'run', correct: false },
      ],
    }),
  ];
  await question({
    type: 'gap',
    level: 1,
    prompt: '<p>She [[1]] to work yesterday.</p>',
    gaps: [{ answers: ['went', 'walked'] }],
  });
  await question({ type: 'free', level: 2, prompt: '<p>Describe your job.</p>', guide: 'Any' });
  const [pool] = await app.db
    .insert(questionPools)
    .values({
      name: 'Placement test',
      languageId: english._id,
      rules: [
        { levelFrom: 1, levelTo: 1, skills: ['reading'], types: ['single', 'gap'], count: 3 },
        { levelFrom: 2, levelTo: 2, skills: ['reading'], types: ['free'], count: 1 },
      ],
      size: 4,
    })
    .returning();
  const day = 86_400_000;
  const codeOf = async (over: Partial<typeof accessCodes.$inferInsert> = {}) => {
    const [row] = await app.db
      .insert(accessCodes)
      .values({
        code: Array.from(
          { length: 26 },
          () => '0123456789ABCDEFGHJKMNPQRSTVWXYZ'[Math.floor(Math.random() * 32)],
        ).join(''),
        poolId: pool.id,
        companyId: client.id,
        validFrom: new Date(Date.now() - day),
        validUntil: new Date(Date.now() + day),
        maxUses: 2,
        ...over,
      })
      .returning();
    return row;
  };
  const learner = { lastName: 'Durand', firstName: 'Léa', email: 'lea.durand@example.com' };
  const open = (code: string, lang = 'en') =>
    app.inject({ url: `/api/test/${code}`, headers: { 'accept-language': lang } });
  const start = (code: string, body: object = learner) =>
    app.inject({ method: 'POST', url: `/api/test/${code}`, payload: body });
  const withToken = (token: string | undefined) => (token ? { 'x-attempt-token': token } : {});
  const read = (id: string, token?: string) =>
    app.inject({ url: `/api/attempt/${id}`, headers: withToken(token) });
  const answer = (id: string, token: string | undefined, index: number, body: object) =>
    app.inject({
      method: 'PUT',
      url: `/api/attempt/${id}/answer/${index}`,
      headers: withToken(token),
      payload: { answer: body },
    });
  const finish = (id: string, token?: string) =>
    app.inject({ method: 'POST', url: `/api/attempt/${id}/finish`, headers: withToken(token) });

  return {
    ...built,
    english,
    client,
    question,
    singles,
    pool,
    day,
    codeOf,
    learner,
    open,
    start,
    read,
    answer,
    finish,
  };
}
