import { describe, expect, it } from 'vitest';
import { adminData, type Panel, panelFixture, UNKNOWN } from './company-panel-fixture';

describe('company panel API: reads, administrative and pedagogic data', async () => {
  const { injectAs, newCompany, read, put, entry, withAdmin } = await panelFixture();

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
});
