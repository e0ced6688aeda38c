import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type {
  AdminDataBody,
  CompanyData,
  CriteriaBody,
  ExamConcernedBody,
  PedagogicBody,
  SemesterEntry,
  SemestersBody,
} from '../../../domain/entities/company-panel';
import {
  ADMIN_DATA_FIRST,
  adminDataErrors,
  type CatalogueSemester,
  examConcernedErrors,
  NO_NEXT_SEMESTER,
  NO_OPEN_SEMESTER,
  referentErrors,
  referentName,
  schoolTypeChange,
  semesterEntryErrors,
  semesterListErrors,
  UNKNOWN_REFERENT,
} from '../../../domain/rules/company-panel';
import { normalizeEmail } from '../../../domain/rules/email';
import type { Database, Db, Tx } from '../../db/connect';
import { companies, companyPanels, companySemesters, customers, semesters } from '../../db/schema';
import { badRequest, conflict, foundFirst } from '../../lib/http-errors';
import { asReader, ownCompanies, type ReaderOrScope } from '../../lib/scope';
import { updateUnlessStale } from '../../lib/stale-write';
import { sessionsOfCompany } from '../exams';

type PanelRow = typeof companyPanels.$inferSelect;

const EMPTY_CRITERIA = { attendance: null, elearning: null, exam: null } as const;
const EMPTY_EXAM_CONCERNED = { examType: null, semesters: [] };

/** Today on the server's clock, YYYY-MM-DD in local time (the rules compare ISO days). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The company (a 404 when unknown or outside the scope): its id and creation time. */
async function companyOf(db: Db, companyId: string, who: ReaderOrScope) {
  const row = foundFirst(
    await db
      .select({ id: companies.id, createdAt: companies.createdAt })
      .from(companies)
      .where(and(eq(companies.id, companyId), ownCompanies(asReader(who), companies.id))),
  );
  return row;
}

async function referentsOf(db: Db, companyId: string) {
  const rows = await db
    .select({
      id: customers.id,
      name: customers.name,
      firstname: customers.firstname,
      phone: customers.phone,
      email: customers.email,
    })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.pedagogic, true)))
    .orderBy(asc(customers.name), asc(customers.firstname), asc(customers.id));
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    firstname: r.firstname,
    phone: r.phone ?? '',
    email: r.email,
  }));
}

async function entriesOf(db: Db, companyId: string): Promise<SemesterEntry[]> {
  const rows = await db
    .select({ entry: companySemesters, value: semesters.value })
    .from(companySemesters)
    .innerJoin(semesters, eq(semesters.id, companySemesters.semesterId))
    .where(eq(companySemesters.companyId, companyId))
    .orderBy(asc(companySemesters.beginDate), asc(companySemesters.id));
  return rows.map(({ entry: e, value }) => ({
    _id: e.id,
    semester: e.semesterId,
    semesterValue: value,
    elearningHours: e.elearningMinutes,
    presentialGroups: e.presentialGroups,
    presentialHours: e.presentialMinutes,
    needFormer: e.needFormer,
    beginDate: e.beginDate,
    endDate: e.endDate,
    referents: e.referents,
    closedAt: e.closedAt ? e.closedAt.toISOString() : null,
  }));
}

/** The whole panel from its row (null: never written) and the client's creation time. */
async function panelOf(
  db: Db,
  companyId: string,
  panel: PanelRow | null,
  createdAt: Date,
): Promise<CompanyData> {
  const pedagogicData = await referentsOf(db, companyId);
  const entries = await entriesOf(db, companyId);
  const exams = await sessionsOfCompany(db, companyId);
  return {
    _id: companyId,
    adminData: panel?.adminData ?? null,
    pedagogicData,
    semesters: entries,
    criteria: panel?.criteria ?? { ...EMPTY_CRITERIA },
    examConcerned: panel?.examConcerned ?? { ...EMPTY_EXAM_CONCERNED },
    exams,
    updatedAt: (panel?.updatedAt ?? createdAt).toISOString(),
  };
}

/**
 * GET /companyData/{id}: the panel of a client. A client whose panel was never written answers the
 * empty panel, versioned by the client's creation time, so the first write is guarded too.
 * Archived clients stay readable. Unknown, or outside the scope (a Teacher: not a client of her
 * groups): 404.
 */
export async function getCompanyData(
  db: Database,
  companyId: string,
  who: ReaderOrScope,
): Promise<CompanyData> {
  const row = foundFirst(
    await db
      .select({ createdAt: companies.createdAt, panel: companyPanels })
      .from(companies)
      .leftJoin(companyPanels, eq(companyPanels.companyId, companies.id))
      .where(and(eq(companies.id, companyId), ownCompanies(asReader(who), companies.id))),
  );
  return panelOf(db, companyId, row.panel, row.createdAt);
}

const sameMillisecond = (a: Date, b: string) => a.getTime() === new Date(b).getTime();

/** The next version: now, and always a later millisecond than the one it replaces. */
const nextVersion = sql`greatest(date_trunc('milliseconds', clock_timestamp()), date_trunc('milliseconds', ${companyPanels.updatedAt}) + interval '1 millisecond')`;

/**
 * A guarded write of one section, in one transaction: the panel row's version moves forward only
 * when it is the one the client read (the row stays locked to the end), else a 409 with nothing
 * written; the first write creates the row, its version being the client's creation time (two
 * racing first writes: the second finds the row made and answers 409). Then `write` runs on the
 * locked state (it answers the row when it changes it); any error rolls everything back. Answers
 * the whole panel, read in the same transaction.
 */
async function guardedWrite(
  db: Database,
  companyId: string,
  updatedAt: string,
  /** Answers the panel row when it changes it (nothing otherwise). */
  write: (tx: Tx, panel: PanelRow) => Promise<unknown>,
): Promise<CompanyData> {
  return db.transaction(async (tx) => {
    let createdAt: Date | undefined;
    const panel = await updateUnlessStale(companyPanels.updatedAt, updatedAt, async (unchanged) => {
      const updated = await tx
        .update(companyPanels)
        .set({ updatedAt: nextVersion })
        .where(and(eq(companyPanels.companyId, companyId), unchanged))
        .returning();
      if (updated.length > 0) {
        createdAt = updated[0].createdAt;
        return updated;
      }
      // No panel row yet: its version is the company's creation; the first write makes the row.
      const company = await companyOf(tx, companyId, 'all');
      const [current] = await tx
        .select({ id: companyPanels.companyId })
        .from(companyPanels)
        .where(eq(companyPanels.companyId, companyId));
      if (current || !sameMillisecond(company.createdAt, updatedAt)) return [];
      createdAt = company.createdAt;
      const stamp = new Date(Math.max(Date.now(), company.createdAt.getTime() + 1));
      return tx
        .insert(companyPanels)
        .values({ companyId, createdAt: stamp, updatedAt: stamp })
        .onConflictDoNothing()
        .returning();
    });
    const changed = ((await write(tx, panel)) as PanelRow | undefined) ?? panel;
    return panelOf(tx, companyId, changed, createdAt as Date);
  });
}

/** 400 with every field error; the message is the first one's key. */
function refuse(errors: Record<string, string>) {
  const keys = Object.keys(errors);
  if (keys.length > 0) throw badRequest(errors[keys[0]], errors);
}

const prefixed = (prefix: string, errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${prefix}.${k}`, v]));

function requireSchoolType(panel: PanelRow): string {
  if (!panel.schoolType) throw conflict(ADMIN_DATA_FIRST);
  return panel.schoolType;
}

/** PUT /companyData/admin/{id}: every field required, SIRET digits only; the school type locked once saved. */
export function putAdminData(db: Database, companyId: string, body: AdminDataBody) {
  return guardedWrite(db, companyId, body.updatedAt, async (tx, panel) => {
    // Keys as the form's own (adminDataErrors): siret, billingContact.email.
    refuse(adminDataErrors(body.adminData));
    const locked = schoolTypeChange(panel.schoolType, body.adminData.type);
    if (locked) throw conflict(locked);
    const { billingContact: contact, ...admin } = body.adminData;
    const [row] = await tx
      .update(companyPanels)
      .set({
        adminData: {
          ...admin,
          denomination: admin.denomination.trim(),
          address: admin.address.trim(),
          phone: admin.phone.trim(),
          billingContact: {
            name: contact.name.trim(),
            firstname: contact.firstname.trim(),
            address: contact.address.trim(),
            phone: contact.phone.trim(),
            email: normalizeEmail(contact.email),
          },
        },
        schoolType: admin.type,
      })
      .where(eq(companyPanels.companyId, companyId))
      .returning();
    return row;
  });
}

/**
 * PUT /companyData/pedagogic/{id}: the whole list of pedagogic contacts. Each is a customer of the
 * company: one with `_id` is updated (it must be this company's), one without is created; those
 * that leave the list stop being pedagogic (kept: they may be used elsewhere) and leave the
 * semester entries' referents.
 */
export function putPedagogicData(db: Database, companyId: string, body: PedagogicBody) {
  return guardedWrite(db, companyId, body.updatedAt, async (tx, panel) => {
    requireSchoolType(panel);
    const list = body.pedagogicData;
    const errors: Record<string, string> = {};
    list.forEach((r, i) => {
      Object.assign(errors, prefixed(`pedagogicData.${i}`, referentErrors(r)));
    });
    const ids = list.flatMap((r) => (r._id ? [r._id] : []));
    const known = new Set(
      ids.length === 0
        ? []
        : (
            await tx
              .select({ id: customers.id })
              .from(customers)
              .where(and(inArray(customers.id, ids), eq(customers.companyId, companyId)))
          ).map((r) => r.id),
    );
    const seen = new Set<string>();
    list.forEach((r, i) => {
      if (!r._id) return;
      if (!known.has(r._id) || seen.has(r._id)) errors[`pedagogicData.${i}._id`] = UNKNOWN_REFERENT;
      seen.add(r._id);
    });
    refuse(errors);

    const now = new Date();
    const kept: string[] = [];
    for (const r of list) {
      const values = {
        name: referentName(r.name),
        firstname: r.firstname.trim(),
        phone: r.phone.trim(),
        email: normalizeEmail(r.email),
        pedagogic: true,
      };
      if (r._id) {
        await tx
          .update(customers)
          .set({ ...values, updatedAt: now })
          .where(eq(customers.id, r._id));
        kept.push(r._id);
      } else {
        const [made] = await tx
          .insert(customers)
          .values({ ...values, companyId })
          .returning({ id: customers.id });
        kept.push(made.id);
      }
    }
    const leaving = await tx
      .update(customers)
      .set({ pedagogic: false, updatedAt: now })
      .where(
        and(
          eq(customers.companyId, companyId),
          eq(customers.pedagogic, true),
          kept.length > 0 ? notInArray(customers.id, kept) : undefined,
        ),
      )
      .returning({ id: customers.id });
    if (leaving.length > 0) {
      const gone = new Set(leaving.map((r) => r.id));
      const entries = await tx
        .select({ id: companySemesters.id, referents: companySemesters.referents })
        .from(companySemesters)
        .where(eq(companySemesters.companyId, companyId));
      for (const e of entries) {
        if (!e.referents.some((id) => gone.has(id))) continue;
        await tx
          .update(companySemesters)
          .set({ referents: e.referents.filter((id) => !gone.has(id)), updatedAt: now })
          .where(eq(companySemesters.id, e.id));
      }
    }
  });
}

const toCatalogue = (s: typeof semesters.$inferSelect): CatalogueSemester => ({
  _id: s.id,
  value: s.value,
  begin: s.begin,
  end: s.end,
  examType: s.examType,
  schoolTypes: s.schoolTypes,
});

/**
 * PUT /companyData/semesters/{id}: the whole list of semester entries (hours in minutes). Each entry
 * and the list are checked by the rules of domain/rules/company-panel.ts, then entries are kept by
 * `_id` (updated), dropped when absent, inserted when new.
 */
export function putSemesters(db: Database, companyId: string, body: SemestersBody) {
  return guardedWrite(db, companyId, body.updatedAt, async (tx, panel) => {
    const schoolType = requireSchoolType(panel);
    const list = body.semesters;
    const wanted = [...new Set(list.flatMap((e) => (e.semester ? [e.semester] : [])))];
    const [catalogue, existing, referents] = await Promise.all([
      wanted.length === 0
        ? Promise.resolve([])
        : tx
            .select()
            .from(semesters)
            .where(inArray(semesters.id, wanted))
            .then((rows) => rows.map(toCatalogue)),
      tx.select().from(companySemesters).where(eq(companySemesters.companyId, companyId)),
      tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.companyId, companyId), eq(customers.pedagogic, true))),
    ]);
    const bySemester = new Map(catalogue.map((s) => [s._id, s]));
    const byEntry = new Map(existing.map((e) => [e.id, e]));
    const referentIds = referents.map((r) => r.id);
    const today = localToday();
    const errors: Record<string, string> = {};
    const seen = new Set<string>();
    list.forEach((entry, i) => {
      const saved = entry._id ? byEntry.get(entry._id) : undefined;
      if (entry._id && (!saved || seen.has(entry._id))) {
        errors[`semesters.${i}._id`] = 'app.errors.not_found';
      }
      if (entry._id) seen.add(entry._id);
      const entryErrors = semesterEntryErrors(entry, {
        semester: entry.semester ? bySemester.get(entry.semester) : undefined,
        today,
        schoolType,
        referentIds,
        beginUnchanged: saved !== undefined && saved.beginDate === entry.beginDate,
      });
      Object.assign(errors, prefixed(`semesters.${i}`, entryErrors));
    });
    for (const [i, key] of Object.entries(semesterListErrors(list, catalogue, schoolType))) {
      errors[`semesters.${i}.semester`] ??= key;
    }
    refuse(errors);

    const now = new Date();
    const keep = new Set(list.flatMap((e) => (e._id ? [e._id] : [])));
    const dropped = existing.filter((e) => !keep.has(e.id)).map((e) => e.id);
    if (dropped.length > 0) {
      await tx.delete(companySemesters).where(inArray(companySemesters.id, dropped));
    }
    for (const entry of list) {
      const values = {
        semesterId: entry.semester as string,
        elearningMinutes: entry.elearningHours,
        presentialGroups: entry.presentialGroups,
        presentialMinutes: entry.presentialHours,
        needFormer: entry.needFormer,
        beginDate: entry.beginDate,
        endDate: entry.endDate,
        referents: [...new Set(entry.referents)],
      };
      const saved = entry._id ? byEntry.get(entry._id) : undefined;
      if (saved) {
        // An entry sent back as it is stays untouched (its own updatedAt too).
        const same = (Object.keys(values) as (keyof typeof values)[]).every(
          (k) => JSON.stringify(values[k]) === JSON.stringify(saved[k]),
        );
        if (same) continue;
        await tx
          .update(companySemesters)
          .set({ ...values, updatedAt: now })
          .where(eq(companySemesters.id, saved.id));
      } else {
        await tx.insert(companySemesters).values({ ...values, companyId });
      }
    }
  });
}

/** PUT /companyData/criterias/{id}. */
export function putCriteria(db: Database, companyId: string, body: CriteriaBody) {
  return guardedWrite(db, companyId, body.updatedAt, async (tx, panel) => {
    requireSchoolType(panel);
    const [row] = await tx
      .update(companyPanels)
      .set({ criteria: body.criteria })
      .where(eq(companyPanels.companyId, companyId))
      .returning();
    return row;
  });
}

/** PUT /companyData/examConcerned/{id}: semester values 3 to 6, each once. */
export function putExamConcerned(db: Database, companyId: string, body: ExamConcernedBody) {
  return guardedWrite(db, companyId, body.updatedAt, async (tx, panel) => {
    requireSchoolType(panel);
    refuse(prefixed('examConcerned', examConcernedErrors(body.examConcerned)));
    const [row] = await tx
      .update(companyPanels)
      .set({
        examConcerned: {
          examType: body.examConcerned.examType,
          semesters: [...body.examConcerned.semesters].sort((a, b) => a - b),
        },
      })
      .where(eq(companyPanels.companyId, companyId))
      .returning();
    return row;
  });
}

/**
 * PUT /company/nextsemester/{id}: moves the client to its next semester. The current entry is the
 * open one (closedAt null) with the earliest begin date; it is closed (closedAt = now) and the next
 * open entry becomes the current one. 409 when no entry is open, or when none follows it.
 */
export function nextSemester(db: Database, companyId: string, body: { updatedAt: string }) {
  return guardedWrite(db, companyId, body.updatedAt, async (tx) => {
    const open = await tx
      .select({ id: companySemesters.id })
      .from(companySemesters)
      .where(and(eq(companySemesters.companyId, companyId), isNull(companySemesters.closedAt)))
      .orderBy(asc(companySemesters.beginDate), asc(companySemesters.id))
      .limit(2);
    if (open.length === 0) throw conflict(NO_OPEN_SEMESTER);
    if (open.length === 1) throw conflict(NO_NEXT_SEMESTER);
    const now = new Date();
    await tx
      .update(companySemesters)
      .set({ closedAt: now, updatedAt: now })
      .where(eq(companySemesters.id, open[0].id));
  });
}
