import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, languages, sessions, signatures, students } from '../../server/db/schema';
import { build } from './helpers';
import { hasPdftotext, pdfText } from './pdf-text';
import { sessionFixture } from './session-fixture';
import { zipNames } from './zip-names';

type Sheet = {
  registrants: string[];
  slots: {
    index: number;
    start: string;
    end: string;
    locked: boolean;
    linkOpen: boolean;
    signatures: { id: string; student: string | null; via: string; sha256: string }[];
    reopenings: { reason: string; staffName: string | null }[];
  }[];
};

/** A 1×1 PNG, as signature_pad's toDataURL() would give a (tiny) one. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const image = `data:image/png;base64,${PNG_BASE64}`;
const points = [{ points: [{ x: 1, y: 2, time: 1 }] }];

describe('signed attendance per half-day (/session/signature, /sign/{token})', async () => {
  const built = await build();
  const { app, injectAs, outbox } = built;
  const { me, language, acme, other, ann, bob, cid } = await sessionFixture(
    built,
    'sign.example',
    'Œuvre-Lefèvre Straße ’ €',
  );

  const create = async (start: string, end: string, title = 'Ward rounds') => {
    const res = await injectAs('admin', {
      method: 'POST',
      url: '/api/session',
      payload: {
        title,
        description: 'Weekly',
        type: 'Group',
        teacher: me.id,
        language: language.id,
        start,
        end,
        registrants: [ann.id, bob.id],
        company: acme.id,
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json()._id as string;
  };
  const openSheet = (id: string) =>
    injectAs('teacher', { method: 'POST', url: `/api/session/appointment/${id}` });
  const read = async (id: string) =>
    (
      await injectAs('teacher', { method: 'GET', url: `/api/session/signature/${id}` })
    ).json() as Sheet;
  const sign = (id: string, payload: object, as: 'admin' | 'teacher' = 'teacher') =>
    injectAs(as, {
      method: 'POST',
      url: `/api/session/signature/${id}`,
      payload: { image, points, ...payload },
    });
  const reopen = (id: string, payload: object, as: 'admin' | 'teacher' = 'admin') =>
    injectAs(as, { method: 'PUT', url: `/api/session/signature/reopen/${id}`, payload });

  // 09:00–17:00 in Paris, winter time: a morning and an afternoon.
  const day = await create('2040-01-10T08:00:00Z', '2040-01-10T16:00:00Z', 'Œuvre-Lefèvre Straße');

  it('cuts a session into half-days, and signs nothing before the sheet exists', async () => {
    const sheet = await read(day);
    expect(sheet.slots.map((s) => [s.start, s.end])).toEqual([
      ['2040-01-10T08:00:00.000Z', '2040-01-10T12:00:00.000Z'],
      ['2040-01-10T12:00:00.000Z', '2040-01-10T16:00:00.000Z'],
    ]);
    const res = await sign(day, { slot: 0, student: ann.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Create the attendance sheet first');
    expect((await openSheet(day)).statusCode).toBe(200);
  });

  it('keeps a signature as proof: image, strokes, time, address, browser and SHA-256', async () => {
    const res = await sign(day, { slot: 0, student: ann.id });
    expect(res.statusCode).toBe(201);
    const [signed] = (res.json() as Sheet).slots[0].signatures;
    const digest = createHash('sha256').update(Buffer.from(PNG_BASE64, 'base64')).digest('hex');
    expect(signed).toMatchObject({ student: ann.id, via: 'screen', sha256: digest });
    const [row] = await app.db.select().from(signatures);
    expect(row).toMatchObject({ staffId: me.id, points, ip: '127.0.0.1' });
    const png = await injectAs('admin', {
      method: 'GET',
      url: `/api/session/signature/image/${signed.id}`,
    });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);
  });

  it('refuses a second signature, a stranger, an unknown slot, a bad image and another trainer', async () => {
    const twice = await sign(day, { slot: 0, student: ann.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This slot is already signed by this person');
    expect((await sign(day, { slot: 0, student: cid.id })).json().message).toBe(
      'This student is not registered to the session',
    );
    expect((await sign(day, { slot: 2, student: bob.id })).json().message).toBe(
      'This session has no such slot',
    );
    const fake = await sign(day, {
      slot: 0,
      student: bob.id,
      image: `data:image/png;base64,${Buffer.from('GIF89a not a png').toString('base64')}`,
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('The signature could not be read: sign again');
    const empty = await sign(day, { slot: 0, student: bob.id, points: [{ points: [] }] });
    expect(empty.statusCode).toBe(400);
    expect(await app.db.select().from(signatures)).toHaveLength(1);
  });

  it('locks a countersigned slot until an Admin reopens it, saying why; the old signatures stay', async () => {
    const counter = await sign(day, { slot: 0, student: null });
    expect(counter.statusCode).toBe(201);
    expect((counter.json() as Sheet).slots[0].locked).toBe(true);
    const late = await sign(day, { slot: 0, student: bob.id });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'This slot is countersigned and locked: only an administrator can reopen it',
    );
    expect((await reopen(day, { slot: 0, reason: 'Wrong learner' }, 'teacher')).statusCode).toBe(
      403,
    );
    expect((await reopen(day, { slot: 0, reason: '  ' })).statusCode).toBe(400);
    expect((await reopen(day, { slot: 1, reason: 'x' })).json().message).toBe(
      'This slot is not countersigned: there is nothing to reopen',
    );
    const reopened = await reopen(day, { slot: 0, reason: 'Ann signed for Bob' });
    expect(reopened.statusCode).toBe(200);
    const slot = (reopened.json() as Sheet).slots[0];
    expect(slot).toMatchObject({ locked: false, signatures: [] });
    expect(slot.reopenings[0]).toMatchObject({ reason: 'Ann signed for Bob' });
    expect(slot.reopenings[0].staffName).toBeTruthy();
    expect(await app.db.select().from(signatures)).toHaveLength(2);
    expect((await sign(day, { slot: 0, student: ann.id })).statusCode).toBe(201);
  });

  it('neither moves nor deletes a signed session', async () => {
    const current = await injectAs('admin', { method: 'GET', url: `/api/session/id/${day}` });
    const moved = await injectAs('admin', {
      method: 'PUT',
      url: `/api/session/id/${day}`,
      payload: { start: '2040-01-11T08:00:00Z', end: '2040-01-11T16:00:00Z' },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(
      'This session holds signatures: it can no longer be moved or deleted',
    );
    const renamed = await injectAs('admin', {
      method: 'PUT',
      url: `/api/session/id/${day}`,
      payload: { ...(current.json() as object), description: 'Renamed' },
    });
    expect(renamed.statusCode).toBe(200);
    const gone = await injectAs('admin', { method: 'DELETE', url: `/api/session/id/${day}` });
    expect(gone.statusCode).toBe(409);
  });

  it('a Teacher signs only her own sessions', async () => {
    const theirs = await create('2040-02-10T08:00:00Z', '2040-02-10T10:00:00Z');
    await app.db.update(sessions).set({ teacherId: other.id }).where(eq(sessions.id, theirs));
    expect((await sign(theirs, { slot: 0, student: ann.id })).statusCode).toBe(403);
  });

  it('mails personal links that sign only their own slot, and only while it runs', async () => {
    const links = await injectAs('teacher', {
      method: 'POST',
      url: `/api/session/signature/links/${day}`,
      payload: { slot: 1 },
    });
    expect(links.statusCode).toBe(200);
    const sent = links.json().links as { student: string; url: string; mailed: boolean }[];
    expect(sent.map((l) => l.student).sort()).toEqual([ann.id, bob.id].sort());
    expect(sent.every((l) => l.mailed)).toBe(true);
    const mail = outbox().find((m) => m.to === 'bob@sign.example');
    const bobLink = sent.find((l) => l.student === bob.id)?.url ?? '';
    expect(mail?.text).toContain(bobLink);
    const token = bobLink.split('/sign/')[1];
    expect(token.length).toBeGreaterThanOrEqual(32);
    const page = await injectAs('nobody', { method: 'GET', url: `/api/sign/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      title: 'Œuvre-Lefèvre Straße',
      open: false,
      signed: false,
    });
    expect(page.json().student).toBe('BOB Lea');
    const closed = await injectAs('nobody', {
      method: 'POST',
      url: `/api/sign/${token}`,
      payload: { image, points },
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('This link signs only during its slot');
    const unknown = await injectAs('nobody', {
      method: 'GET',
      url: `/api/sign/${'x'.repeat(32)}`,
    });
    expect(unknown.statusCode).toBe(404);
    const over = await create(
      new Date(Date.now() - 3 * 3_600_000).toISOString(),
      new Date(Date.now() - 2 * 3_600_000).toISOString(),
      'Over',
    );
    await openSheet(over);
    const late = await injectAs('teacher', {
      method: 'POST',
      url: `/api/session/signature/links/${over}`,
      payload: { slot: 0 },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This link signs only during its slot');
  });

  it('signs through a link during the slot, and lists the missing signatures', async () => {
    const now = Date.now();
    const start = new Date(now - 10 * 60_000).toISOString();
    const end = new Date(now + 40 * 60_000).toISOString();
    const running = await create(start, end, 'Running now');
    await openSheet(running);
    const sheet = await read(running);
    const open = sheet.slots.find((s) => s.linkOpen);
    expect(open).toBeDefined();
    const links = await injectAs('teacher', {
      method: 'POST',
      url: `/api/session/signature/links/${running}`,
      payload: { slot: open?.index },
    });
    const annLink = (links.json().links as { student: string; url: string }[]).find(
      (l) => l.student === ann.id,
    );
    const token = annLink?.url.split('/sign/')[1] ?? '';
    const signed = await injectAs('nobody', {
      method: 'POST',
      url: `/api/sign/${token}`,
      payload: { image, points },
      headers: { 'user-agent': 'Tablet test' },
    });
    expect(signed.statusCode).toBe(201);
    expect(
      (await injectAs('nobody', { method: 'GET', url: `/api/sign/${token}` })).json(),
    ).toMatchObject({
      signed: true,
    });
    const again = await injectAs('nobody', {
      method: 'POST',
      url: `/api/sign/${token}`,
      payload: { image, points },
    });
    expect(again.statusCode).toBe(409);
    const missing = await injectAs('teacher', {
      method: 'GET',
      url: `/api/session/signature/missing?start=${encodeURIComponent(new Date(now - 3_600_000).toISOString())}`,
    });
    expect(missing.statusCode).toBe(200);
    const rows = missing.json() as {
      session: string;
      slot: number;
      missing: { id: string }[];
      countersigned: boolean;
    }[];
    // Near midnight in the session's zone the lesson spans two half-days: read the open one.
    const row = rows.find((r) => r.session === running && r.slot === open?.index);
    expect(row?.missing.map((m) => m.id)).toEqual([bob.id]);
    expect(row?.countersigned).toBe(false);
    // Bob's absence is justified for the half-day: he has nothing to sign in it.
    const excused = await injectAs('teacher', {
      method: 'PUT',
      url: `/api/session/appointment/slot/${running}`,
      payload: { slot: open?.index, student: bob.id, status: 'excused' },
    });
    expect(excused.statusCode, excused.body).toBe(200);
    const after = await injectAs('teacher', {
      method: 'GET',
      url: `/api/session/signature/missing?start=${encodeURIComponent(new Date(now - 3_600_000).toISOString())}`,
    });
    const slotRow = (after.json() as { session: string; slot: number; missing: unknown[] }[]).find(
      (r) => r.session === running && r.slot === open?.index,
    );
    expect(slotRow?.missing).toEqual([]);
  });

  it('prints the signed sheet as a PDF in Noto Sans', async () => {
    const res = await injectAs('admin', {
      method: 'GET',
      url: `/api/session/signature/pdf/${day}`,
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('feuille-emargement');
    if (!hasPdftotext) return;
    const text = pdfText(res.rawPayload);
    expect(text).toContain("Feuille d'émargement");
    expect(text).toContain('Œuvre-Lefèvre Straße');
    expect(text).toContain('’ €');
    expect(text).toContain('Rouvert le');
    expect(text).toContain('Ann signed for Bob');
  });
});

describe('month registers and the audit archive', async () => {
  const { app, injectAs, account } = await build();
  const me = await account('teacher');
  const [language] = await app.db.select().from(languages).limit(1);
  const [acme] = await app.db
    .insert(companies)
    .values({ name: 'Clinique Œuvre ’ €', country: 'FR', type: 'Client', languageArea: 1 })
    .returning();
  const [ann] = await app.db
    .insert(students)
    .values({ name: 'Ann', firstname: 'Lea', email: 'ann@register.example', companyId: acme.id })
    .returning();
  const ids: string[] = [];
  for (const day of ['05', '12']) {
    const res = await injectAs('admin', {
      method: 'POST',
      url: '/api/session',
      payload: {
        title: `Ward rounds ${day}`,
        description: 'Weekly',
        type: 'Group',
        teacher: me.id,
        language: language.id,
        start: `2040-03-${day}T08:00:00Z`,
        end: `2040-03-${day}T11:00:00Z`,
        registrants: [ann.id],
        company: acme.id,
      },
    });
    ids.push(res.json()._id);
  }
  for (const id of ids)
    await injectAs('teacher', { method: 'POST', url: `/api/session/appointment/${id}` });
  await injectAs('teacher', {
    method: 'POST',
    url: `/api/session/signature/${ids[0]}`,
    payload: { slot: 0, student: ann.id, image, points },
  });

  it("prints a learner's and a client's month, with the hours signed for", async () => {
    for (const url of [
      `/api/session/signature/register/student/${ann.id}?month=2040-03`,
      `/api/session/signature/register/company/${acme.id}?month=2040-03`,
    ]) {
      const res = await injectAs('admin', { method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      if (!hasPdftotext) continue;
      const text = pdfText(res.rawPayload);
      expect(text).toContain('Attendance register');
      // The month as the agenda's zone reads it: its first instant is 29 February at 23:00 UTC.
      expect(text).toContain('March 2040');
      expect(text).toContain('Ward rounds 05');
      expect(text).toContain('Ward rounds 12');
      expect(text).toContain('Hours signed for: 3 h');
      expect(text).toContain('Clinique Œuvre ’ €');
    }
    const bad = await injectAs('admin', {
      method: 'GET',
      url: `/api/session/signature/register/student/${ann.id}?month=2040-13`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ month: 'Choose a month (YYYY-MM)' });
    const unknown = await injectAs('admin', {
      method: 'GET',
      url: `/api/session/signature/register/company/${me.id}?month=2040-03`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("zips the month's signed sheets for an audit, with the client's register", async () => {
    const res = await injectAs('admin', {
      method: 'GET',
      url: `/api/session/signature/audit?month=2040-03&company=${acme.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const names = await zipNames(res.rawPayload);
    expect(names).toHaveLength(3);
    expect(names.filter((n) => n.startsWith('attendance-sheet'))).toHaveLength(2);
    expect(names.some((n) => n.startsWith('attendance-register'))).toBe(true);
  });
});
