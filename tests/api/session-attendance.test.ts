import { describe, expect, it } from 'vitest';
import { build } from './helpers';
import { sessionFixture } from './session-fixture';

type Session = {
  _id: string;
  updatedAt: string;
  appointmentAt: string | null;
  registrants: string[];
  statuses: { student: string; status: string | null; arrival: string | null }[];
};

describe('the attendance sheet (POST/PUT /session/appointment/{id})', async () => {
  const built = await build();
  const { injectAs } = built;
  const { me, language, acme, other, ann, bob, cid } = await sessionFixture(built, 'sheet.example');

  const create = async (extra: object = {}) =>
    (
      await injectAs('admin', {
        method: 'POST',
        url: '/api/session',
        payload: {
          title: 'Ward rounds',
          description: 'Weekly',
          type: 'Group',
          teacher: me.id,
          language: language.id,
          // 09:00 in Paris, winter time.
          start: '2040-01-10T08:00:00Z',
          end: '2040-01-10T09:30:00Z',
          registrants: [ann.id, bob.id],
          company: acme.id,
          ...extra,
        },
      })
    ).json() as Session;
  const sheet = (id: string, as: 'admin' | 'teacher' = 'teacher') =>
    injectAs(as, { method: 'POST', url: `/api/session/appointment/${id}` });
  const mark = (id: string, payload: object, as: 'admin' | 'teacher' = 'teacher') =>
    injectAs(as, { method: 'PUT', url: `/api/session/appointment/${id}`, payload });

  it('is refused without registrants, and marks nothing before it exists', async () => {
    const open = await create({
      isOpenToStudentRegistration: true,
      slots: 5,
      registrants: [],
      company: null,
    });
    const res = await sheet(open._id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A session without registrants has no attendance sheet');
    const session = await create();
    const early = await mark(session._id, { student: ann.id, status: 'present' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Create the attendance sheet first');
  });

  it('locks the registrants once created, and creating it again changes nothing', async () => {
    const session = await create();
    const res = await sheet(session._id);
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json() as Session;
    expect(made.appointmentAt).toEqual(expect.any(String));
    expect((await sheet(session._id)).json().appointmentAt).toBe(made.appointmentAt);

    const add = await injectAs('admin', {
      method: 'PUT',
      url: `/api/session/id/${session._id}`,
      payload: { registrants: [ann.id, bob.id, cid.id] },
    });
    expect(add.statusCode).toBe(400);
    expect(add.json().message).toBe(
      'The attendance sheet is created: the registrants can no longer change',
    );
    const remove = await injectAs('admin', {
      method: 'PUT',
      url: `/api/session/registrants/${session._id}`,
      payload: { student: ann.id },
    });
    expect(remove.statusCode).toBe(400);
    // The same registrants sent back with another change are fine.
    const same = await injectAs('admin', {
      method: 'PUT',
      url: `/api/session/id/${session._id}`,
      payload: { registrants: [bob.id, ann.id], title: 'Ward rounds 2' },
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('marks present, absent and late with the arrival time in the session zone; late needs its time', async () => {
    const session = (await sheet((await create())._id)).json() as Session;
    const noTime = await mark(session._id, { student: bob.id, status: 'late' });
    expect(noTime.statusCode).toBe(400);
    expect(noTime.json().message).toBe('Enter the arrival time of a late learner');

    const late = await mark(session._id, {
      student: bob.id,
      status: 'late',
      arrival: '09:20',
      updatedAt: session.updatedAt,
    });
    expect(late.statusCode, late.body).toBe(200);
    const present = (
      await mark(session._id, { student: ann.id, status: 'present' })
    ).json() as Session;
    expect(present.statuses).toEqual([
      { student: ann.id, status: 'present', arrival: null, name: 'ANN Lea' },
      { student: bob.id, status: 'late', arrival: '09:20', name: 'BOB Lea' },
    ]);
    // Read at the start: stale now.
    const stale = await mark(session._id, {
      student: ann.id,
      status: 'absent',
      updatedAt: session.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    // Unmarked again.
    const cleared = (await mark(session._id, { student: bob.id, status: null })).json() as Session;
    expect(cleared.statuses[1]).toEqual({
      student: bob.id,
      status: null,
      arrival: null,
      name: 'BOB Lea',
    });
    // Not a registrant; a malformed time.
    expect((await mark(session._id, { student: cid.id, status: 'present' })).statusCode).toBe(400);
    expect(
      (await mark(session._id, { student: ann.id, status: 'late', arrival: '9h' })).statusCode,
    ).toBe(400);
  });

  it("is another trainer's to take: a Teacher gets 403 on it", async () => {
    const theirs = await create({ teacher: other.id });
    expect((await sheet(theirs._id)).statusCode).toBe(403);
    expect((await sheet(theirs._id, 'admin')).statusCode).toBe(200);
    expect((await mark(theirs._id, { student: ann.id, status: 'present' })).statusCode).toBe(403);
  });
});
