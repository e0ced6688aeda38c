import { describe, expect, it } from 'vitest';
import {
  ADMIN_DATA_FIRST,
  adminDataErrors,
  allHoursZero,
  BEGIN_AFTER_END,
  BEGIN_INVALID,
  type CatalogueSemester,
  canAddSemesterEntry,
  END_INVALID,
  EXAM_SEMESTER_TAKEN,
  EXAM_SEMESTERS_INVALID,
  examConcernedErrors,
  HOURS_ZERO_WARNING,
  hoursToMinutes,
  INFORMATION_MISSING,
  isPathSchoolType,
  NO_NEXT_SEMESTER,
  NO_OPEN_SEMESTER,
  NO_SEMESTER_CONTENT,
  ONE_ENTRY_ONLY,
  offeredSemesters,
  PANEL_MISSING_VALUES,
  referentErrors,
  referentName,
  SCHOOL_TYPE_LOCKED,
  SEMESTER_IN_USE,
  SEMESTER_MISSING,
  SEMESTER_NOT_FOR_SCHOOL,
  SIRET_HELPER,
  SIRET_INVALID,
  schoolTypeChange,
  semesterEntryErrors,
  semesterListErrors,
  siretError,
  splitMinutes,
  UNKNOWN_REFERENT,
  VALUES_INVALID,
} from '../../domain/rules/company-panel';
import { t } from '../../server/lib/i18n';

const admin = {
  denomination: 'IFSI du Parc',
  address: '12 rue des Écoles',
  phone: '04 72 00 00 00',
  siret: 12345678901234,
  type: 'IFSI',
  billingContact: {
    name: 'Martin',
    firstname: 'Claire',
    address: '12 rue des Écoles',
    phone: '04 72 00 00 01',
    email: 'compta@example.com',
  },
};

const sem = (over: Partial<CatalogueSemester> = {}): CatalogueSemester => ({
  _id: 's1',
  value: 1,
  begin: '2031-09-01',
  end: '2032-01-31',
  examType: false,
  schoolTypes: ['IFSI', 'IFAS'],
  ...over,
});

const entry = (over: Record<string, unknown> = {}) => ({
  semester: 's1',
  elearningHours: 600,
  presentialGroups: 2,
  presentialHours: 600,
  needFormer: true,
  beginDate: '2031-09-15',
  endDate: '2032-01-15',
  referents: ['r1'],
  ...over,
});

const ctx = (over: Record<string, unknown> = {}) => ({
  semester: sem(),
  today: '2031-01-01',
  schoolType: 'IFSI',
  referentIds: ['r1', 'r2'],
  ...over,
});

describe('company panel rules', () => {
  it('every message key exists in en, fr and de, the fr text the spec’s where it quotes one', () => {
    const keys = [
      PANEL_MISSING_VALUES,
      SIRET_INVALID,
      SIRET_HELPER,
      VALUES_INVALID,
      HOURS_ZERO_WARNING,
      SEMESTER_MISSING,
      BEGIN_INVALID,
      END_INVALID,
      BEGIN_AFTER_END,
      INFORMATION_MISSING,
      EXAM_SEMESTER_TAKEN,
      ONE_ENTRY_ONLY,
      UNKNOWN_REFERENT,
      SEMESTER_NOT_FOR_SCHOOL,
      SCHOOL_TYPE_LOCKED,
      ADMIN_DATA_FIRST,
      NO_SEMESTER_CONTENT,
      SEMESTER_IN_USE,
      EXAM_SEMESTERS_INVALID,
      NO_OPEN_SEMESTER,
      NO_NEXT_SEMESTER,
    ];
    for (const key of keys) {
      for (const lang of ['en', 'fr', 'de'] as const)
        expect(t(lang, key), `${lang} ${key}`).not.toBe(key);
    }
    expect(t('fr', PANEL_MISSING_VALUES)).toBe('Valeur(s) manquante(s)');
    expect(t('fr', SIRET_INVALID)).toBe('SIRET incorrect');
    expect(t('fr', SIRET_HELPER)).toBe('Le SIRET doit contenir 14 chiffres');
    expect(t('fr', VALUES_INVALID)).toBe('Valeurs incorrectes');
    expect(t('fr', SEMESTER_MISSING)).toBe('Aucun semestre n’a été sélectionné');
    expect(t('fr', BEGIN_INVALID)).toBe('Date de début incorrecte');
    expect(t('fr', END_INVALID)).toBe('Date de fin incorrecte');
    expect(t('fr', INFORMATION_MISSING)).toBe('Informations manquantes');
  });

  it('SIRET: digits only, 14 or 15 of them, as a number or a string', () => {
    expect(siretError(12345678901234)).toBeUndefined();
    expect(siretError('123456789012345')).toBeUndefined();
    expect(siretError(' 12345678901234 ')).toBeUndefined();
    expect(siretError(1234567890123)).toBe(SIRET_INVALID);
    expect(siretError('1234567890123a')).toBe(SIRET_INVALID);
    expect(siretError('1234567890123456')).toBe(SIRET_INVALID);
    expect(siretError(-12345678901234)).toBe(SIRET_INVALID);
    expect(siretError(12345678901234.5)).toBe(SIRET_INVALID);
    expect(siretError('')).toBe(PANEL_MISSING_VALUES);
    expect(siretError(undefined)).toBe(PANEL_MISSING_VALUES);
  });

  it('administrative data: every field required on its path, a valid billing e-mail', () => {
    expect(adminDataErrors(admin)).toEqual({});
    expect(
      adminDataErrors({
        ...admin,
        address: ' ',
        type: '',
        billingContact: { ...admin.billingContact, firstname: '' },
      }),
    ).toEqual({
      address: PANEL_MISSING_VALUES,
      type: PANEL_MISSING_VALUES,
      'billingContact.firstname': PANEL_MISSING_VALUES,
    });
    expect(adminDataErrors({ ...admin, siret: 12 })).toEqual({ siret: SIRET_INVALID });
    expect(
      adminDataErrors({ ...admin, billingContact: { ...admin.billingContact, email: 'nope' } }),
    ).toEqual({ 'billingContact.email': 'app.validation.invalid_email' });
    expect(Object.keys(adminDataErrors({ ...admin, billingContact: null }))).toHaveLength(5);
  });

  it('the school type is locked once saved', () => {
    expect(schoolTypeChange(null, 'IFSI')).toBeUndefined();
    expect(schoolTypeChange('IFSI', 'IFSI')).toBeUndefined();
    expect(schoolTypeChange('IFSI', 'IFAS')).toBe(SCHOOL_TYPE_LOCKED);
  });

  it('referents: four fields required, a valid e-mail, the name upper case', () => {
    const ok = { name: 'Durand', firstname: 'Léa', phone: '06', email: 'lea@example.com' };
    expect(referentErrors(ok)).toEqual({});
    expect(referentErrors({ ...ok, phone: '', email: 'x' })).toEqual({
      phone: PANEL_MISSING_VALUES,
      email: 'app.validation.invalid_email',
    });
    expect(referentName('  Lefèvre-dupont ')).toBe('LEFÈVRE-DUPONT');
  });

  it('hours are stored in minutes and shown as hours and minutes', () => {
    expect(hoursToMinutes(12)).toBe(720);
    expect(hoursToMinutes(1.5)).toBe(90);
    expect(splitMinutes(750)).toEqual({ hours: 12, minutes: 30 });
    expect(splitMinutes(0)).toEqual({ hours: 0, minutes: 0 });
  });

  it('a semester entry: each rule answers its key on its field', () => {
    expect(semesterEntryErrors(entry(), ctx())).toEqual({});
    expect(semesterEntryErrors(entry({ elearningHours: -1 }), ctx())).toEqual({
      elearningHours: VALUES_INVALID,
    });
    expect(semesterEntryErrors(entry({ presentialHours: 1.5 }), ctx())).toEqual({
      presentialHours: VALUES_INVALID,
    });
    expect(semesterEntryErrors(entry({ presentialGroups: '3' }), ctx())).toEqual({});
    expect(semesterEntryErrors(entry({ semester: null }), ctx({ semester: undefined }))).toEqual({
      semester: SEMESTER_MISSING,
    });
    expect(semesterEntryErrors(entry(), ctx({ schoolType: 'SAMU' }))).toEqual({
      semester: SEMESTER_NOT_FOR_SCHOOL,
    });
    expect(semesterEntryErrors(entry({ beginDate: '2031-08-31' }), ctx())).toEqual({
      beginDate: BEGIN_INVALID,
    });
    // Before today: refused for a new or moved begin, kept for a saved one.
    expect(semesterEntryErrors(entry(), ctx({ today: '2031-09-16' }))).toEqual({
      beginDate: BEGIN_INVALID,
    });
    expect(
      semesterEntryErrors(entry(), ctx({ today: '2031-09-16', beginUnchanged: true })),
    ).toEqual({});
    expect(semesterEntryErrors(entry({ endDate: '2032-02-01' }), ctx())).toEqual({
      endDate: END_INVALID,
    });
    expect(
      semesterEntryErrors(entry({ beginDate: '2031-12-01', endDate: '2031-11-01' }), ctx()),
    ).toEqual({ endDate: BEGIN_AFTER_END });
    expect(semesterEntryErrors(entry({ beginDate: '' }), ctx())).toEqual({
      beginDate: PANEL_MISSING_VALUES,
    });
    expect(semesterEntryErrors(entry({ presentialGroups: 0, presentialHours: 0 }), ctx())).toEqual({
      presentialGroups: INFORMATION_MISSING,
      presentialHours: INFORMATION_MISSING,
    });
    expect(
      semesterEntryErrors(
        entry({ presentialGroups: 0, presentialHours: 0, needFormer: false }),
        ctx(),
      ),
    ).toEqual({});
    expect(semesterEntryErrors(entry({ referents: ['r9'] }), ctx())).toEqual({
      referents: UNKNOWN_REFERENT,
    });
  });

  it('all hours at zero is a warning, not an error', () => {
    const zero = entry({
      elearningHours: 0,
      presentialHours: 0,
      presentialGroups: 0,
      needFormer: false,
    });
    expect(allHoursZero(zero)).toBe(true);
    expect(semesterEntryErrors(zero, ctx())).toEqual({});
    expect(allHoursZero(entry())).toBe(false);
  });

  it('the list: one entry per exam semester value; one in all for a path school type', () => {
    const catalogue = [
      sem(),
      sem({ _id: 'e3', value: 3, examType: true }),
      sem({ _id: 'e3b', value: 3, examType: true }),
      sem({ _id: 'e4', value: 4, examType: true }),
    ];
    const list = [entry({ semester: 'e3' }), entry({ semester: 'e4' }), entry({ semester: 'e3b' })];
    expect(semesterListErrors(list, catalogue, 'IFSI')).toEqual({ 2: EXAM_SEMESTER_TAKEN });
    expect(semesterListErrors([entry(), entry()], catalogue, 'IFSI')).toEqual({});
    expect(semesterListErrors([entry(), entry()], catalogue, 'IFAS')).toEqual({
      1: ONE_ENTRY_ONLY,
    });
    expect(isPathSchoolType('CFARM')).toBe(true);
    expect(isPathSchoolType('IFSI')).toBe(false);
    expect(canAddSemesterEntry('IFAS', [])).toBe(true);
    expect(canAddSemesterEntry('IFAS', [entry()])).toBe(false);
    expect(canAddSemesterEntry('IFSI', [entry(), entry()])).toBe(true);

    const offered = (editing?: string) =>
      offeredSemesters(catalogue, 'IFSI', [{ _id: 'x', semester: 'e3' }], editing).map(
        (s) => s._id,
      );
    expect(offered()).toEqual(['s1', 'e4']);
    expect(offered('x')).toEqual(['s1', 'e3', 'e3b', 'e4']);
    expect(offeredSemesters(catalogue, 'SAMU', [])).toEqual([]);
  });

  it('exam semesters: values 3 to 6, each once', () => {
    expect(examConcernedErrors({ semesters: [3, 6] })).toEqual({});
    expect(examConcernedErrors({ semesters: [] })).toEqual({});
    for (const semesters of [[2], [7], [3, 3], [4.5]]) {
      expect(examConcernedErrors({ semesters })).toEqual({ semesters: EXAM_SEMESTERS_INVALID });
    }
  });
});
