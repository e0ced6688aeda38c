import { describe, expect, it } from 'vitest';
import { localToday } from '../../server/areas/company-panel/service';
import { adminData, type Panel, panelFixture, UNKNOWN } from './company-panel-fixture';

describe('company panel API: semester entries, criteria, next semester, roles', async () => {
  const { injectAs, newCompany, read, put, exam3, exam3b, samuOnly, running, entry, withAdmin } =
    await panelFixture();

  it('semester entries: each rule of the entry answers its key on its field', async () => {
    const saved = await withAdmin('Semester Rules Co');
    const id = saved._id;
    const { updatedAt } = saved;
    const today = localToday();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ elearningHours: -60 }, 'elearningHours', 'Valeurs incorrectes'],
      [{ presentialGroups: 1.5 }, 'presentialGroups', 'Valeurs incorrectes'],
      [{ semester: null }, 'semester', 'Aucun semestre n’a été sélectionné'],
      [{ semester: UNKNOWN }, 'semester', 'Aucun semestre n’a été sélectionné'],
      [{ beginDate: '2031-08-31' }, 'beginDate', 'Date de début incorrecte'],
      [
        { semester: running._id, beginDate: '2021-01-04', endDate: '2099-01-01' },
        'beginDate',
        'Date de début incorrecte',
      ],
      [{ endDate: '2032-02-01' }, 'endDate', 'Date de fin incorrecte'],
      [
        { beginDate: '2031-12-01', endDate: '2031-11-01' },
        'endDate',
        'La date de début ne doit pas être postérieure à la date de fin',
      ],
      [{ presentialGroups: 0 }, 'presentialGroups', 'Informations manquantes'],
      [{ presentialHours: 0 }, 'presentialHours', 'Informations manquantes'],
      [
        { semester: samuOnly._id },
        'semester',
        'Ce semestre n’est pas proposé pour le type d’école du client',
      ],
      [
        { referents: [UNKNOWN] },
        'referents',
        'Un référent n’est pas un contact pédagogique de ce client',
      ],
    ];
    for (const [over, field, message] of cases) {
      const res = await put(
        'semesters',
        id,
        { semesters: [entry(), entry(over)], updatedAt },
        'admin',
        'fr',
      );
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().errors[`semesters.1.${field}`], JSON.stringify(over)).toBe(message);
    }
    // A begin of today on a semester already running is fine; so is every hour at zero.
    const ok = await put('semesters', id, {
      semesters: [
        entry({ semester: running._id, beginDate: today, endDate: '2099-01-01' }),
        entry({ elearningHours: 0, presentialHours: 0, presentialGroups: 0, needFormer: false }),
      ],
      updatedAt,
    });
    expect(ok.statusCode).toBe(200);
    expect((await read(id)).semesters).toHaveLength(2);
  });

  it('semester lists: one entry per exam semester value, one in all for a path school type', async () => {
    const saved = await withAdmin('Exam Values Co');
    const taken = await put(
      'semesters',
      saved._id,
      {
        semesters: [
          entry({ semester: exam3._id }),
          entry({ semester: exam3b._id, beginDate: '2031-10-01' }),
        ],
        updatedAt: saved.updatedAt,
      },
      'admin',
      'fr',
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({
      'semesters.1.semester': 'Ce semestre d’examen a déjà une entrée',
    });

    const path = await withAdmin('Path Type Co', 'IFAS');
    const two = await put(
      'semesters',
      path._id,
      { semesters: [entry(), entry()], updatedAt: path.updatedAt },
      'admin',
      'fr',
    );
    expect(two.statusCode).toBe(400);
    expect(two.json().errors).toEqual({
      'semesters.1.semester': 'Ce type d’école n’a qu’une seule entrée de semestre',
    });
    const one = await put('semesters', path._id, {
      semesters: [entry()],
      updatedAt: path.updatedAt,
    });
    expect(one.statusCode).toBe(200);
  });

  it('semester entries are kept by _id, dropped when absent, created when new; minutes as sent', async () => {
    const saved = await withAdmin('Entries Co');
    const id = saved._id;
    const first = (
      await put('semesters', id, {
        semesters: [entry(), entry({ semester: exam3._id, beginDate: '2031-10-01' })],
        updatedAt: saved.updatedAt,
      })
    ).json() as Panel;
    expect(
      first.semesters.map((s) => [s.semesterValue, s.elearningHours, s.presentialHours]),
    ).toEqual([
      [1, 600, 1230],
      [3, 600, 1230],
    ]);
    const [keep, drop] = first.semesters;
    const { semesterValue: _v, closedAt: _c, ...kept } = keep;
    const second = await put('semesters', id, {
      semesters: [
        { ...kept, elearningHours: 90 },
        entry({ semester: exam3b._id, beginDate: '2031-10-01' }),
      ],
      updatedAt: first.updatedAt,
    });
    expect(second.statusCode).toBe(200);
    const entries = (second.json() as Panel).semesters;
    expect(entries).toHaveLength(2);
    expect(entries.find((e) => e._id === keep._id)?.elearningHours).toBe(90);
    expect(entries.some((e) => e._id === drop._id)).toBe(false);
    // An _id that is not this client's entry is refused.
    const foreign = await put('semesters', id, {
      semesters: [{ ...kept, _id: UNKNOWN }],
      updatedAt: second.json().updatedAt,
    });
    expect(foreign.statusCode).toBe(400);

    // The catalogue semester in use cannot be deleted.
    const del = await injectAs('admin', { method: 'DELETE', url: `/api/semester/${exam3b._id}` });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(
      'This semester is used by a client’s panel and cannot be deleted',
    );
  });

  it('criteria and exam semesters: saved; exam semesters are values 3 to 6, each once', async () => {
    const saved = await withAdmin('Criteria Co');
    const id = saved._id;
    const criteria = await put('criterias', id, {
      criteria: { attendance: '80', elearning: '100', exam: 'notConcerned' },
      updatedAt: saved.updatedAt,
    });
    expect(criteria.statusCode).toBe(200);
    expect(criteria.json().criteria).toEqual({
      attendance: '80',
      elearning: '100',
      exam: 'notConcerned',
    });
    for (const semesters of [[2], [3, 3], [7]]) {
      const res = await put(
        'examConcerned',
        id,
        { examConcerned: { examType: 'toeic', semesters }, updatedAt: criteria.json().updatedAt },
        'admin',
        'fr',
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        'examConcerned.semesters': 'Les semestres d’examen vont de 3 à 6, chacun une seule fois',
      });
    }
    const ok = await put('examConcerned', id, {
      examConcerned: { examType: 'toeic', semesters: [6, 3] },
      updatedAt: criteria.json().updatedAt,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().examConcerned).toEqual({ examType: 'toeic', semesters: [3, 6] });
  });

  it('next semester: closes the open entry with the earliest start; 409 when none follows', async () => {
    const saved = await withAdmin('Next Semester Co');
    const id = saved._id;
    const next = (updatedAt: string) =>
      injectAs('admin', {
        method: 'PUT',
        url: `/api/company/nextsemester/${id}`,
        headers: { 'accept-language': 'fr' },
        payload: { updatedAt },
      });
    const none = await next(saved.updatedAt);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Ce client n’a aucun semestre en cours à clôturer');
    const two = (
      await put('semesters', id, {
        semesters: [
          entry({ semester: exam3._id, beginDate: '2031-10-01' }),
          entry({ beginDate: '2031-09-02' }),
        ],
        updatedAt: saved.updatedAt,
      })
    ).json() as Panel;
    const moved = await next(two.updatedAt);
    expect(moved.statusCode).toBe(200);
    const entries = (moved.json() as Panel).semesters;
    expect(entries.map((e) => [e.beginDate, e.closedAt === null])).toEqual([
      ['2031-09-02', false],
      ['2031-10-01', true],
    ]);
    expect((await next(two.updatedAt)).statusCode).toBe(409);
    const last = await next(moved.json().updatedAt);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(
      'Ce client n’a pas de semestre suivant : ajoutez-en un d’abord',
    );
  });

  it('every role: signed out 401, a Teacher 404 on reads and 403 on writes, Admin and Super Admin write', async () => {
    const c = await newCompany('Roles Co');
    const { updatedAt } = await read(c._id);
    expect((await injectAs('nobody', { url: `/api/companyData/${c._id}` })).statusCode).toBe(401);
    expect((await put('admin', c._id, { adminData, updatedAt }, 'nobody')).statusCode).toBe(401);
    expect((await injectAs('teacher', { url: `/api/companyData/${c._id}` })).statusCode).toBe(404);
    expect((await put('admin', c._id, { adminData, updatedAt }, 'teacher')).statusCode).toBe(403);
    expect(
      (
        await injectAs('teacher', {
          method: 'PUT',
          url: `/api/company/nextsemester/${c._id}`,
          payload: { updatedAt },
        })
      ).statusCode,
    ).toBe(403);
    expect((await read(c._id)).adminData).toBeNull();
    const bySuper = await put('admin', c._id, { adminData, updatedAt }, 'superAdmin');
    expect(bySuper.statusCode).toBe(200);
    expect((await read(c._id, 'superAdmin')).adminData).toEqual(adminData);
    expect((await put('admin', UNKNOWN, { adminData, updatedAt })).statusCode).toBe(404);
  });
});
