import { expect } from 'vitest';
import { build } from './helpers';

export const UNKNOWN = '00000000-0000-4000-8000-000000000000';

export const adminData = {
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

export type Panel = {
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

/** The app of the company panel tests, with catalogue semesters of their own and the panel's calls. */
export async function panelFixture() {
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
  return {
    injectAs,
    newCompany,
    read,
    put,
    semester,
    plain,
    exam3,
    exam3b,
    samuOnly,
    running,
    entry,
    withAdmin,
  };
}
