import { subDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  type PublicationAnswer,
  type PublishedResults,
  QualityReportSchema,
} from '../../domain/entities/quality-report';
import { publicationPeriod } from '../../domain/rules/quality-report';
import { providerDay } from '../../domain/rules/session';
import {
  companies,
  complaints,
  groups,
  languages,
  settings,
  staff,
  students,
  surveyRequests,
  surveys,
} from '../../server/db/schema';
import { t } from '../../server/lib/i18n';
import { DOCUMENT_IDENTITY } from './document-fixture';
import { build } from './helpers';
import { hasPdftotext, pdfText } from './pdf-text';

/**
 * The published results (Qualiopi indicator 2): off until an Admin turns them on, then public with
 * the staff page's figures for the chosen period, the provider's name and nothing of anyone.
 */
describe('the published quality results', async () => {
  const { app, injectAs } = await build();
  const db = app.db;
  const identity = {
    ...DOCUMENT_IDENTITY,
    qualiopi: { number: 'QUALI-2026-042', categories: ['training' as const] },
  };
  await db.insert(settings).values({ key: 'identity', value: identity });
  const [language] = await db.select().from(languages).limit(1);
  const [company] = await db
    .insert(companies)
    .values({ name: 'Clinique Secrète', country: 'FR', type: 'Client', languageArea: 2 })
    .returning();
  const [group] = await db
    .insert(groups)
    .values({
      companyId: company.id,
      name: 'Hidden Nurses',
      type: 'EW',
      level: 3,
      languageId: language.id,
    })
    .returning();
  const [learner] = await db
    .insert(students)
    .values({
      name: 'PRIVATE',
      firstname: 'Personne',
      email: 'personne.private@hidden.example',
      companyId: company.id,
    })
    .returning();
  await db.insert(staff).values({
    type: 3,
    name: 'TRAINERNAME',
    firstname: 'Secret',
    email: 'trainer@hidden.example',
    status: 'active',
  });
  const [survey] = await db
    .insert(surveys)
    .values({
      kind: 'learner_end',
      name: 'Hot',
      questions: [
        {
          id: 'r1',
          kind: 'rating',
          text: { en: 'Rate', fr: 'Note', de: 'Note' },
          choices: [],
          required: true,
          alert: false,
        },
      ],
    })
    .returning();
  // Forty days ago: always in the twelve months before the current one.
  const sent = subDays(new Date(), 40);
  await db.insert(surveyRequests).values({
    kind: 'learner_end',
    surveyId: survey.id,
    groupId: group.id,
    studentId: learner.id,
    lang: 'fr',
    tokenNonce: 'nonce-published',
    tokenHash: 'hash-published',
    sentAt: sent,
    expiresAt: new Date(Date.now() + 86_400_000),
    answeredAt: sent,
    answers: { r1: 5 },
  });
  await db.insert(complaints).values({
    receivedOn: providerDay(sent),
    source: 'learner',
    subject: 'Complaint by PRIVATE',
    description: 'personne.private@hidden.example wrote',
    status: 'open',
    groupId: group.id,
  });

  const publicGet = (url: string, lang = 'en') =>
    injectAs('nobody', { url, headers: { 'accept-language': lang } });
  const publication = async () =>
    (await injectAs('admin', { url: '/api/quality-report/publication' })).json<PublicationAnswer>();
  const publish = (body: object) =>
    injectAs('admin', { method: 'PUT', url: '/api/quality-report/publication', payload: body });

  it('answers nothing while an Admin has not published them', async () => {
    expect(await publication()).toMatchObject({
      enabled: false,
      period: 'last_twelve_months',
      updatedAt: null,
      updatedBy: null,
    });
    for (const url of ['/api/quality-results', '/api/quality-results/pdf']) {
      const res = await publicGet(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(t('en', 'app.quality_results.not_published'));
    }
  });

  it('is published by an Admin, not a Teacher, and a stale save changes nothing', async () => {
    const teacher = await injectAs('teacher', {
      method: 'PUT',
      url: '/api/quality-report/publication',
      payload: { enabled: true, period: 'last_twelve_months', updatedAt: null },
    });
    expect(teacher.statusCode).toBe(403);
    const bad = await publish({ enabled: true, period: 'forever', updatedAt: null });
    expect(bad.statusCode).toBe(400);
    expect((await publication()).enabled).toBe(false);

    const saved = await publish({ enabled: true, period: 'last_twelve_months', updatedAt: null });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ enabled: true, updatedBy: 'Test ADMIN' });
    const stale = await publish({ enabled: false, period: 'last_twelve_months', updatedAt: null });
    expect(stale.statusCode).toBe(409);
    expect((await publication()).enabled).toBe(true);
  });

  it('shows the staff page’s figures of the period, and nothing of anyone', async () => {
    const res = await publicGet('/api/quality-results');
    expect(res.statusCode).toBe(200);
    const published = res.json<PublishedResults>();
    const period = publicationPeriod('last_twelve_months', providerDay(new Date()));
    expect(published.period).toEqual(period);
    expect(published.provider).toEqual({
      name: 'Lingua Santé SAS',
      qualiopiNumber: 'QUALI-2026-042',
    });
    const staffPage = QualityReportSchema.parse(
      (
        await injectAs('admin', {
          url: `/api/quality-report?from=${period.from}&to=${period.to}`,
        })
      ).json(),
    );
    expect(published).toEqual({
      provider: published.provider,
      period: staffPage.period,
      // The learners' satisfaction: the clients', trainers' and funders' stay on the staff's page.
      satisfaction: { hot: staffPage.satisfaction.hot, cold: staffPage.satisfaction.cold },
      recommendation: staffPage.recommendation,
      attendance: staffPage.attendance,
      complaints: staffPage.complaints,
      completion: staffPage.completion,
      levels: staffPage.levels,
      exams: staffPage.exams,
    });
    expect(published.satisfaction.hot).toMatchObject({ sent: 1, answered: 1, average: 5 });
    expect(published.complaints).toMatchObject({ received: 1, open: 1 });
    // No name, e-mail, client, group or signer of any record; the improvements and risks stay inside.
    for (const secret of [
      'PRIVATE',
      'Personne',
      'hidden.example',
      'Secrète',
      'Hidden',
      'TRAINERNAME',
      'Claire Martin',
      '@',
    ])
      expect(res.body).not.toContain(secret);
    expect(published).not.toHaveProperty('improvements');
    expect(published).not.toHaveProperty('atRisk');
  });

  it.runIf(hasPdftotext)('prints them as a PDF in the language asked', async () => {
    const res = await publicGet('/api/quality-results/pdf?lang=fr');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('resultats-qualite.pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Nos résultats');
    expect(text).toContain('Lingua Santé SAS');
    expect(text).toContain('Certificat Qualiopi n° QUALI-2026-042');
    expect(text).toContain(t('fr', 'app.quality_report.figures.average_rating', { average: '5' }));
    for (const secret of ['PRIVATE', 'Personne', 'hidden.example', 'TRAINERNAME'])
      expect(text).not.toContain(secret);
    // Without lang, the Accept-Language header's.
    const german = await publicGet('/api/quality-results/pdf', 'de');
    expect(pdfText(german.rawPayload)).toContain('Unsere Ergebnisse');
  });

  it('shows the last civil year when chosen, and nothing once unpublished', async () => {
    const { updatedAt } = await publication();
    expect(
      (await publish({ enabled: true, period: 'last_civil_year', updatedAt })).statusCode,
    ).toBe(200);
    const year = Number(providerDay(new Date()).slice(0, 4)) - 1;
    expect((await publicGet('/api/quality-results')).json().period).toEqual({
      from: `${year}-01-01`,
      to: `${year}-12-31`,
    });
    const again = await publication();
    const off = await publish({
      enabled: false,
      period: 'last_civil_year',
      updatedAt: again.updatedAt,
    });
    expect(off.statusCode).toBe(200);
    expect((await publicGet('/api/quality-results')).statusCode).toBe(404);
  });
});
