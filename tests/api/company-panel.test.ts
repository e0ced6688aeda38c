import { describe, expect, it } from 'vitest';
import { localToday } from '../../server/areas/company-panel/service';
import { build } from './helpers';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const adminData = {
  denomination: 'IFSI du Parc',
  address: '12 rue des Écoles, 69003 Lyon',
  phone: '04 72 00 00 00',
  siret: 12345678901234,
  type: 'IFSI',
  billingContact: {
    name: 'Martin',
    firstname: 'Claire',
    address: '12 rue des Écoles, 69003 Lyon',
    phone: '04 72 00 00 01',
    email: 'compta@ifsi-parc.example',
  },
};

type Panel = {
  _id: string;
  updatedAt: string;
  adminData: typeof adminData | null;
  pedagogicData: { _id: string; name: string; firstname: string; phone: string; email: string }[];
  semesters: {
    _id: string;
    semester: string;
    semesterValue: number;
    elearningHours: number;
    presentialGroups: number;
    presentialHours: number;
    needFormer: boolean;
    beginDate: string;
    endDate: string;
    referents: string[];
    closedAt: string | null;
  }[];
  criteria: Record<string, string | null>;
  examConcerned: { examType: string | null; semesters: number[] };
};

describe('company panel API', async () => {
  const { injectAs } = await build();
  const newCompany = async (name: string) =>
    (
      await injectAs('admin', {
        method: 'POST',
        url: '/api/company/',
        payload: { name, country: 'FR', type: 'Client', languageArea: 1 },
      })
    ).json() as { _id: string; createdAt: string };
  const read = async (id: string, as: 'admin' | 'superAdmin' = 'admin') =>
    (await injectAs(as, { url: `/api/companyData/${id}` })).json() as Panel;
  const put = (
    section: string,
    id: string,
    payload: object,
    as: 'admin' | 'superAdmin' | 'teacher' | 'nobody' = 'admin',
    lang = 'en',
  ) =>
    injectAs(as, {
      method: 'PUT',
      url: `/api/companyData/${section}/${id}`,
      headers: { 'accept-language': lang },
      payload,
    });
  /** A catalogue semester of the test's own, far enough ahead that "before today" never bites. */
  const semester = async (body: Record<string, unknown>) =>
    (
      await injectAs('admin', {
        method: 'POST',
        url: '/api/semester',
        payload: {
          value: 1,
          begin: '2031-09-01',
          end: '2032-01-31',
          schoolTypes: ['IFSI', 'IFAS'],
          examType: false,
          examModalities: [],
          ...body,
        },
      })
    ).json() as { _id: string; value: number };
  const plain = await semester({ value: 1 });
  const exam3 = await semester({ value: 3, examType: true, examModalities: ['Sur table'] });
  const exam3b = await semester({
    value: 3,
    begin: '2031-10-01',
    examType: true,
    examModalities: ['Sur table'],
  });
  const samuOnly = await semester({ value: 2, schoolTypes: ['SAMU'] });
  const running = await semester({ value: 5, begin: '2020-01-01', end: '2099-12-31' });

  const entry = (over: Record<string, unknown> = {}) => ({
    semester: plain._id,
    elearningHours: 600,
    presentialGroups: 2,
    presentialHours: 1230,
    needFormer: true,
    beginDate: '2031-09-15',
    endDate: '2032-01-15',
    referents: [] as string[],
    ...over,
  });

  /** A client with its administrative data saved (school type set). */
  const withAdmin = async (name: string, type = 'IFSI') => {
    const c = await newCompany(name);
    const p = await read(c._id);
    const res = await put('admin', c._id, {
      adminData: { ...adminData, type },
      updatedAt: p.updatedAt,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Panel;
  };

  it('a client never written reads as the empty panel, versioned by its creation time', async () => {
    const c = await newCompany('Empty Panel Co');
    const p = await read(c._id);
    expect(p).toEqual({
      _id: c._id,
      adminData: null,
      pedagogicData: [],
      semesters: [],
      criteria: { attendance: null, elearning: null, exam: null },
      examConcerned: { examType: null, semesters: [] },
      exams: [],
      updatedAt: c.createdAt,
    });
    expect((await injectAs('admin', { url: `/api/companyData/${UNKNOWN}` })).statusCode).toBe(404);
  });

  it('refuses every other section until the administrative data is saved (409 admin_data_first)', async () => {
    const c = await newCompany('First Things Co');
    const { updatedAt } = await read(c._id);
    const bodies: [string, object][] = [
      ['pedagogic', { pedagogicData: [] }],
      ['semesters', { semesters: [] }],
      ['criterias', { criteria: { attendance: null, elearning: null, exam: null } }],
      ['examConcerned', { examConcerned: { examType: null, semesters: [] } }],
    ];
    for (const [section, body] of bodies) {
      const res = await put(section, c._id, { ...body, updatedAt }, 'admin', 'fr');
      expect(res.statusCode, section).toBe(409);
      expect(res.json().message).toBe(
        'Enregistrez d’abord les données administratives (type d’école)',
      );
    }
    expect((await read(c._id)).updatedAt).toBe(updatedAt);
  });

  it('administrative data: every field required, SIRET digits (14+), a valid billing e-mail', async () => {
    const c = await newCompany('Admin Rules Co');
    const { updatedAt } = await read(c._id);
    const missing = await put(
      'admin',
      c._id,
      {
        adminData: {
          ...adminData,
          denomination: ' ',
          billingContact: { ...adminData.billingContact, phone: '' },
        },
        updatedAt,
      },
      'admin',
      'fr',
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Valeur(s) manquante(s)');
    expect(missing.json().errors).toEqual({
      denomination: 'Valeur(s) manquante(s)',
      'billingContact.phone': 'Valeur(s) manquante(s)',
    });
    for (const siret of [1234567890123, 0, -12345678901234, 12345678901234.5]) {
      const res = await put(
        'admin',
        c._id,
        { adminData: { ...adminData, siret }, updatedAt },
        'admin',
        'fr',
      );
      expect(res.statusCode, String(siret)).toBe(400);
      expect(res.json().errors.siret).toBe('SIRET incorrect');
    }
    const email = await put('admin', c._id, {
      adminData: {
        ...adminData,
        billingContact: { ...adminData.billingContact, email: 'not-an-email' },
      },
      updatedAt,
    });
    expect(email.statusCode).toBe(400);
    expect(Object.keys(email.json().errors)).toEqual(['billingContact.email']);
    expect((await read(c._id)).adminData).toBeNull();

    const ok = await put('admin', c._id, { adminData, updatedAt });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().adminData).toEqual(adminData);
    expect(ok.json().updatedAt).not.toBe(updatedAt);
  });

  it('locks the school type once saved (409) and refuses a stale write, changing nothing', async () => {
    const saved = await withAdmin('Locked Type Co');
    const id = saved._id;
    const change = await put(
      'admin',
      id,
      { adminData: { ...adminData, type: 'IFAS' }, updatedAt: saved.updatedAt },
      'admin',
      'fr',
    );
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(
      'Le type d’école ne peut plus être modifié une fois enregistré',
    );
    const same = await put('admin', id, {
      adminData: { ...adminData, denomination: 'IFSI du Parc (Lyon)' },
      updatedAt: saved.updatedAt,
    });
    expect(same.statusCode).toBe(200);
    // The version read before that write is stale now.
    const stale = await put('criterias', id, {
      criteria: { attendance: '80', elearning: null, exam: null },
      updatedAt: saved.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      (
        await injectAs('admin', {
          method: 'PUT',
          url: `/api/companyData/admin/${id}`,
          payload: { adminData, updatedAt: saved.updatedAt },
        })
      ).json().message,
    );
    const now = await read(id);
    expect(now.criteria.attendance).toBeNull();
    expect(now.adminData?.denomination).toBe('IFSI du Parc (Lyon)');
    expect(now.updatedAt).toBe(same.json().updatedAt);
  });

  it('two first writes racing from the empty panel: one is saved, the other is a 409', async () => {
    const c = await newCompany('Race Co');
    const { updatedAt } = await read(c._id);
    const results = await Promise.all([
      put('admin', c._id, { adminData, updatedAt }),
      put('admin', c._id, { adminData: { ...adminData, type: 'IFAS' }, updatedAt }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('pedagogic contacts: all four fields, names upper case, client contacts of the company', async () => {
    const saved = await withAdmin('Referents Co');
    const id = saved._id;
    const bad = await put(
      'pedagogic',
      id,
      {
        pedagogicData: [
          { name: 'Durand', firstname: 'Léa', phone: '0600000000', email: 'lea@example.com' },
          { name: 'Petit', firstname: '', phone: '0600000001', email: 'petit@example.com' },
        ],
        updatedAt: saved.updatedAt,
      },
      'admin',
      'fr',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ 'pedagogicData.1.firstname': 'Valeur(s) manquante(s)' });

    const other = await newCompany('Someone Else Co');
    const stranger = (
      await injectAs('admin', {
        method: 'POST',
        url: '/api/customer',
        payload: {
          name: 'Stranger',
          firstname: 'Sam',
          email: 'sam@example.com',
          company: other._id,
        },
      })
    ).json();
    for (const _id of [stranger._id, UNKNOWN]) {
      const res = await put('pedagogic', id, {
        pedagogicData: [{ _id, name: 'X', firstname: 'Y', phone: '1', email: 'x@example.com' }],
        updatedAt: saved.updatedAt,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        'pedagogicData.0._id': 'A referent is not one of this client’s pedagogic contacts',
      });
    }

    const made = await put('pedagogic', id, {
      pedagogicData: [
        { name: 'Durand', firstname: 'Léa', phone: '0600000000', email: 'Lea@Example.com' },
        { name: 'petit', firstname: 'Hugo', phone: '0600000001', email: 'hugo@example.com' },
      ],
      updatedAt: saved.updatedAt,
    });
    expect(made.statusCode).toBe(200);
    const panel = made.json() as Panel;
    expect(panel.pedagogicData.map((r) => `${r.name} ${r.firstname} ${r.email}`)).toEqual([
      'DURAND Léa lea@example.com',
      'PETIT Hugo hugo@example.com',
    ]);
    const contacts = (
      await injectAs('admin', {
        url: '/api/customer',
        query: { filter: JSON.stringify({ company: id }) },
      })
    ).json();
    expect(contacts.map((c: { name: string }) => c.name).sort()).toEqual(['DURAND', 'PETIT']);

    // An entry names both; Petit then leaves the list: still a contact, no longer a referent.
    const [durand, petit] = panel.pedagogicData;
    const withEntry = await put('semesters', id, {
      semesters: [entry({ referents: [durand._id, petit._id] })],
      updatedAt: panel.updatedAt,
    });
    expect(withEntry.statusCode).toBe(200);
    const after = await put('pedagogic', id, {
      pedagogicData: [{ ...durand, firstname: 'Léa-Marie' }],
      updatedAt: withEntry.json().updatedAt,
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().pedagogicData).toEqual([{ ...durand, firstname: 'Léa-Marie' }]);
    expect(after.json().semesters[0].referents).toEqual([durand._id]);
    expect((await injectAs('admin', { url: `/api/customer/${petit._id}` })).statusCode).toBe(200);
  });

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
