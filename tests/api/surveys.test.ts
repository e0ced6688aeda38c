import { describe, expect, it } from 'vitest';
import type { Survey } from '../../domain/entities/survey';
import { SURVEY_KINDS } from '../../domain/rules/survey';
import { build } from './helpers';

const L = (en: string) => ({ en, fr: `${en} (fr)`, de: `${en} (de)` });

/**
 * The satisfaction questionnaires (/surveys): a default of each kind at first start, administrators
 * write them with the rules of domain/rules/survey.ts, one active a kind; a Teacher reads them.
 */
describe('satisfaction questionnaires', async () => {
  const { injectAs } = await build();
  const list = async () => (await injectAs('admin', { url: '/api/surveys' })).json() as Survey[];

  const draft = {
    kind: 'learner_end',
    name: 'Short end-of-training survey',
    questions: [
      { kind: 'rating', text: L('Overall'), required: true, alert: true },
      {
        kind: 'choice',
        text: L('Pace'),
        choices: [{ label: L('Slow') }, { label: L('Fast') }],
      },
    ],
  };

  it('seeds an active default questionnaire of every kind, in the three languages', async () => {
    const seeded = await list();
    expect(seeded.map((s) => s.kind).sort()).toEqual([...SURVEY_KINDS].sort());
    expect(seeded.every((s) => s.active)).toBe(true);
    const end = seeded.find((s) => s.kind === 'learner_end');
    expect(end?.questions.map((q) => q.kind)).toEqual(
      expect.arrayContaining(['rating', 'nps', 'choice', 'text']),
    );
    expect(end?.questions[0].text.de).toMatch(/zufrieden/);
  });

  it('creates an inactive one, gives ids to its questions and choices, and keeps them on edit', async () => {
    const created = await injectAs('admin', {
      method: 'POST',
      url: '/api/surveys',
      payload: draft,
    });
    expect(created.statusCode).toBe(201);
    const survey = created.json() as Survey;
    expect(survey.active).toBe(false);
    const [rating, pace] = survey.questions;
    expect(rating.id).toMatch(/^[\w-]+$/);
    expect(pace.choices.map((c) => c.id)).toHaveLength(2);

    const renamed = await injectAs('admin', {
      method: 'PUT',
      url: `/api/surveys/${survey._id}`,
      payload: { questions: [pace, rating], updatedAt: survey.updatedAt },
    });
    expect(renamed.statusCode).toBe(200);
    expect((renamed.json() as Survey).questions.map((q) => q.id)).toEqual([pace.id, rating.id]);
  });

  it('answers the rules’ 400 on questions, and 409 for a second active one of a kind', async () => {
    const bad = await injectAs('admin', {
      method: 'POST',
      url: '/api/surveys',
      payload: { ...draft, questions: [{ kind: 'nps', text: L('Recommend'), alert: true }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('questions');
    const missingLanguage = await injectAs('admin', {
      method: 'POST',
      url: '/api/surveys',
      payload: { ...draft, questions: [{ kind: 'text', text: { en: 'Why?' } }] },
    });
    expect(missingLanguage.statusCode).toBe(400);

    const second = await injectAs('admin', {
      method: 'POST',
      url: '/api/surveys',
      payload: { ...draft, active: true },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/active/);
  });

  it('lets a Teacher read them and never write them', async () => {
    const read = await injectAs('teacher', { url: '/api/surveys?filter={"kind":"learner_after"}' });
    expect(read.statusCode).toBe(200);
    expect((read.json() as Survey[]).map((s) => s.kind)).toEqual(['learner_after']);
    const write = await injectAs('teacher', {
      method: 'POST',
      url: '/api/surveys',
      payload: draft,
    });
    expect(write.statusCode).toBe(403);
  });

  it('deletes a questionnaire never sent', async () => {
    const survey = (await list()).find((s) => s.name === draft.name) as Survey;
    const removed = await injectAs('superAdmin', {
      method: 'DELETE',
      url: `/api/surveys/${survey._id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect((await list()).some((s) => s._id === survey._id)).toBe(false);
  });
});
