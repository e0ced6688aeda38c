import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { slotAttendance } from '../../server/db/schema';
import { build } from './helpers';
import { multipart } from './multipart';
import { sessionFixture } from './session-fixture';

type Mark = {
  student: string;
  status: string;
  time: string | null;
  minutes: number;
  document: { name: string; contentType: string } | null;
};
type Sheet = { slots: { index: number; locked: boolean; marks: Mark[] }[] };
type Session = { statuses: { student: string; status: string | null; arrival: string | null }[] };

/** A PDF's first bytes are enough for the check, which reads the type from them. */
const PDF = Buffer.from('%PDF-1.4\n% Œuvre ’ €\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('attendance per half-day (PUT /session/appointment/slot/{id}, justifications)', async () => {
  const built = await build();
  const { app, injectAs } = built;
  const { me, language, acme, other, ann, bob, cid } = await sessionFixture(
    built,
    'halfday.example',
  );

  // 09:00–17:00 in Paris, winter time: a morning (09:00–13:00) and an afternoon (13:00–17:00).
  const createDay = async (teacher = me.id, date = '2040-01-10') => {
    const res = await injectAs('admin', {
      method: 'POST',
      url: '/api/session',
      payload: {
        title: 'Ward rounds',
        description: 'A whole day',
        type: 'Group',
        teacher,
        language: language.id,
        start: `${date}T08:00:00Z`,
        end: `${date}T16:00:00Z`,
        registrants: [ann.id, bob.id],
        company: acme.id,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json()._id as string;
    expect(
      (await injectAs('admin', { method: 'POST', url: `/api/session/appointment/${id}` }))
        .statusCode,
    ).toBe(200);
    return id;
  };
  const mark = (id: string, payload: object, as: 'admin' | 'teacher' = 'teacher') =>
    injectAs(as, { method: 'PUT', url: `/api/session/appointment/slot/${id}`, payload });
  const session = async (id: string) =>
    (await injectAs('teacher', { url: `/api/session/id/${id}` })).json() as Session;
  const upload = (id: string, fields: Record<string, string>, file?: Buffer, name = 'note.pdf') =>
    injectAs('teacher', {
      method: 'POST',
      url: `/api/session/appointment/justification/${id}`,
      ...multipart(fields, file ? { name, type: 'application/pdf', content: file } : undefined),
    });
  const marksOf = (sheet: Sheet, slot: number) =>
    Object.fromEntries((sheet.slots[slot]?.marks ?? []).map((m) => [m.student, m]));

  const day = await createDay();

  it('marks each half-day apart; the session-wide status is their summary', async () => {
    const present = await mark(day, { slot: 0, student: ann.id, status: 'present' });
    expect(present.statusCode, present.body).toBe(200);
    expect(marksOf(present.json(), 0)[ann.id]).toEqual({
      student: ann.id,
      status: 'present',
      time: null,
      minutes: 240,
      document: null,
    });
    const left = await mark(day, { slot: 1, student: ann.id, status: 'leftEarly', time: '15:30' });
    expect(left.statusCode, left.body).toBe(200);
    expect(marksOf(left.json(), 1)[ann.id]).toMatchObject({ time: '15:30', minutes: 150 });
    // Bob missed the morning and came late in the afternoon: late, from his arrival.
    await mark(day, { slot: 0, student: bob.id, status: 'absent' });
    const late = await mark(day, { slot: 1, student: bob.id, status: 'late', time: '13:20' });
    expect(marksOf(late.json(), 1)[bob.id]).toMatchObject({ status: 'late', minutes: 220 });
    expect((await session(day)).statuses).toEqual([
      { student: ann.id, status: 'present', arrival: null, name: 'ANN Lea' },
      { student: bob.id, status: 'late', arrival: '13:20', name: 'BOB Lea' },
    ]);
    // Unmarked again: the half-day is no longer listed.
    const unmarked = await mark(day, { slot: 0, student: bob.id, status: null });
    expect(marksOf(unmarked.json(), 0)[bob.id]).toBeUndefined();
  });

  it('refuses a missing or outside time, an unknown half-day, a learner not registered', async () => {
    const cases: [object, string][] = [
      [{ slot: 0, student: ann.id, status: 'late' }, 'Give the time of arrival or departure'],
      [
        { slot: 0, student: ann.id, status: 'leftEarly', time: '14:00' },
        'The time must fall within the half-day',
      ],
      [{ slot: 2, student: ann.id, status: 'present' }, 'This session has no such slot'],
      [
        { slot: 0, student: cid.id, status: 'present' },
        'This student is not registered to the session',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await mark(day, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const fr = await injectAs('teacher', {
      method: 'PUT',
      url: `/api/session/appointment/slot/${day}`,
      headers: { 'accept-language': 'fr' },
      payload: { slot: 0, student: ann.id, status: 'late' },
    });
    expect(fr.json().message).toBe("Indiquez l'heure d'arrivée ou de départ");
    // Nothing changed.
    const sheet = (await injectAs('teacher', { url: `/api/session/signature/${day}` })).json();
    expect(marksOf(sheet, 0)[ann.id]?.status).toBe('present');
  });

  it("is refused (403) to a Teacher on another trainer's session, allowed to an Admin", async () => {
    const theirs = await createDay(other.id, '2040-01-11');
    const res = await mark(theirs, { slot: 0, student: ann.id, status: 'present' });
    expect(res.statusCode).toBe(403);
    expect(
      (await mark(theirs, { slot: 0, student: ann.id, status: 'present' }, 'admin')).statusCode,
    ).toBe(200);
  });

  it('keeps a justified absence with its document, checked by its bytes, and drops it when the status changes', async () => {
    const before = await upload(day, { slot: '0', student: bob.id }, PDF);
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toBe(
      'A document justifies an absence: mark the learner as a justified absence first',
    );
    await mark(day, { slot: 0, student: bob.id, status: 'excused' });
    const fake = await upload(day, { slot: '0', student: bob.id }, Buffer.from('MZ not a pdf'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe(
      'A justification must be a PDF, PNG or JPEG file of at most 5 MB',
    );
    const none = await upload(day, { slot: '0', student: bob.id });
    expect(none.statusCode).toBe(400);
    const bad = await upload(day, { slot: 'x', student: 'nobody' }, PDF);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      slot: expect.any(String),
      student: expect.any(String),
    });
    const json = await injectAs('teacher', {
      method: 'POST',
      url: `/api/session/appointment/justification/${day}`,
      payload: { slot: 0, student: bob.id },
    });
    expect(json.statusCode).toBe(400);

    const res = await upload(day, { slot: '0', student: bob.id }, PDF, 'arrêt maladie.pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(marksOf(res.json(), 0)[bob.id]).toMatchObject({
      status: 'excused',
      minutes: 0,
      document: { name: 'arrêt maladie.pdf', contentType: 'application/pdf' },
    });
    const file = await injectAs('teacher', {
      url: `/api/session/appointment/justification/${day}/0/${bob.id}`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(
      "filename*=UTF-8''arr%C3%AAt%20maladie.pdf",
    );
    expect(file.rawPayload.equals(PDF)).toBe(true);

    // Marked present after all: the document goes, from the answer and from the store.
    await mark(day, { slot: 0, student: bob.id, status: 'present' });
    const gone = await injectAs('teacher', {
      url: `/api/session/appointment/justification/${day}/0/${bob.id}`,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('marks a learner present in a half-day she signs unmarked, and locks the half-day once countersigned', async () => {
    const other = await createDay(me.id, '2040-01-12');
    const image = `data:image/png;base64,${PNG_BASE64}`;
    const points = [{ points: [{ x: 1, y: 2, time: 1 }] }];
    const sign = (student: string | null) =>
      injectAs('teacher', {
        method: 'POST',
        url: `/api/session/signature/${other}`,
        payload: { slot: 0, student, image, points },
      });
    await mark(other, { slot: 0, student: bob.id, status: 'late', time: '09:10' });
    expect((await sign(ann.id)).statusCode).toBe(201);
    expect((await sign(bob.id)).statusCode).toBe(201);
    const signed = (await sign(null)).json() as Sheet;
    // Ann signed unmarked: present; Bob's late mark stays.
    expect(marksOf(signed, 0)[ann.id]).toMatchObject({ status: 'present', minutes: 240 });
    expect(marksOf(signed, 0)[bob.id]).toMatchObject({ status: 'late', minutes: 230 });
    expect(signed.slots[0]?.locked).toBe(true);
    const locked = await mark(other, { slot: 0, student: bob.id, status: 'absent' });
    expect(locked.statusCode).toBe(409);
    const wide = await injectAs('teacher', {
      method: 'PUT',
      url: `/api/session/appointment/${other}`,
      payload: { student: bob.id, status: 'absent' },
    });
    expect(wide.statusCode).toBe(409);
    // The afternoon is not countersigned: it still takes marks.
    expect((await mark(other, { slot: 1, student: bob.id, status: 'absent' })).statusCode).toBe(
      200,
    );
  });

  it("writes every half-day from the spec's session-wide call, as the migration does for older sheets", async () => {
    const wide = await createDay(me.id, '2040-01-13');
    for (const [student, status, arrival] of [
      [ann.id, 'late', '13:30'],
      [bob.id, 'present', null],
    ] as const) {
      const res = await injectAs('teacher', {
        method: 'PUT',
        url: `/api/session/appointment/${wide}`,
        payload: { student, status, arrival },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const sheet = (await injectAs('teacher', { url: `/api/session/signature/${wide}` })).json();
    expect([marksOf(sheet, 0)[ann.id], marksOf(sheet, 1)[ann.id]]).toMatchObject([
      { status: 'absent', minutes: 0 },
      { status: 'late', time: '13:30', minutes: 210 },
    ]);
    expect(marksOf(sheet, 1)[bob.id]).toMatchObject({ status: 'present', minutes: 240 });

    // Migration 0017 fills the half-days of sheets taken before them from the session-wide status,
    // in SQL: the same rows as the rule writes.
    const rows = () =>
      app.db
        .select()
        .from(slotAttendance)
        .where(sql`${slotAttendance.sessionId} = ${wide}`)
        .orderBy(slotAttendance.studentId, slotAttendance.slot)
        .then((found) =>
          found.map(({ sessionId, studentId, slot, status, at, minutes }) => ({
            sessionId,
            studentId,
            slot,
            status,
            at,
            minutes,
          })),
        );
    const written = await rows();
    const migration = readFileSync('server/db/migrations/0017_slot_attendance.sql', 'utf8');
    const backfill = migration.slice(migration.lastIndexOf('--> statement-breakpoint') + 24);
    await app.db.execute(sql`delete from slot_attendance`);
    await app.db.execute(sql.raw(backfill));
    expect(await rows()).toEqual(written);
  });
});
