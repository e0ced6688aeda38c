import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import type { CalendarSession, Session, SessionComment } from '../domain/entities/session';
import type {
  MarkSlot,
  MissingSignatureRow,
  ReopenSlot,
  SignatureLinks,
  SignatureSheet,
  SignOnScreen,
} from '../domain/entities/signature';
import { namedDownload } from './download';
import { type HttpOptions, type HttpResult, totalOf, withQuery } from './http';

type Request = <T = unknown>(path: string, options?: HttpOptions) => Promise<HttpResult<T>>;

const id = (value: string) => encodeURIComponent(value);
/** The session as react-admin reads it: the API's `_id` is its `id`. */
export type SessionRecord = Session & { id: string };
/** A session as the agenda draws it (GET /session/calendar). */
export type CalendarSessionRecord = CalendarSession & { id: string };
const asRecord = <T extends { _id: string }>(session: T): T & { id: string } => ({
  ...session,
  id: session._id,
});

/**
 * The session calls beside react-admin's verbs (spec section 7, "Sessions"): a registrant removed,
 * the comments, the attendance sheet and its signatures. The verbs themselves (getList with the visible range, getOne, update, delete) go
 * through the resource 'sessions' (resources/sessions).
 */
export interface CalendarFeed {
  active: boolean;
  createdAt: string | null;
}

export interface SessionMethods {
  /** PUT /session/registrants/{id} {student, updatedAt}: 409 when the session changed since it was read. */
  removeRegistrant(
    sessionId: string,
    params: { student: string; updatedAt?: string },
  ): Promise<SessionRecord>;
  /**
   * DELETE /session/id/{id}, with scope=following this occurrence and the following ones of its
   * series: the stock provider's delete cannot add a query.
   */
  deleteSession(sessionId: string, scope?: 'this' | 'following'): Promise<SessionRecord>;
  /** POST /session/meeting/{id}/{scope}: an online meeting for the occurrence (and the following ones). */
  createMeeting(sessionId: string, scope: 'this' | 'following'): Promise<SessionRecord>;
  /** PUT /session/meeting/{id}/{scope}: the meeting deleted (the spec's deletion is a PUT). */
  deleteMeeting(sessionId: string, scope: 'this' | 'following'): Promise<SessionRecord>;
  /** POST /session/appointment/{id}: the attendance sheet; the registrants are locked from then. */
  createSheet(sessionId: string): Promise<SessionRecord>;
  /** PUT /session/appointment/{id}: one registrant's status (null: not taken), a late one's arrival 'HH:mm'. */
  markAttendance(
    sessionId: string,
    body: {
      student: string;
      status: 'present' | 'absent' | 'late' | null;
      arrival?: string | null;
      updatedAt?: string;
    },
  ): Promise<SessionRecord>;
  /** PUT /session/appointment/slot/{id}: one learner's status in one half-day (null: unmarked). */
  markSlot(sessionId: string, body: MarkSlot): Promise<SignatureSheet>;
  /** POST /session/appointment/justification/{id}: a justified absence's document (multipart). */
  uploadJustification(
    sessionId: string,
    slot: number,
    student: string,
    file: File,
  ): Promise<SignatureSheet>;
  /** GET /session/appointment/justification/{id}/{slot}/{student}: that document. */
  justification(sessionId: string, slot: number, student: string): Promise<Blob>;
  /** GET /session/signature/{id}: the session's half-days and who signed them. */
  signatureSheet(sessionId: string): Promise<SignatureSheet>;
  /** GET /session/signature/image/{id}: one signature's PNG (staff only, hence fetched, not linked). */
  signatureImage(signatureId: string): Promise<Blob>;
  /** POST /session/signature/{id}: a learner's signature on screen, or (student null) the countersignature. */
  sign(sessionId: string, body: SignOnScreen): Promise<SignatureSheet>;
  /** POST /session/signature/links/{id} {slot}: a fresh link for each learner who has not signed, mailed. */
  signatureLinks(sessionId: string, slot: number): Promise<SignatureLinks>;
  /** PUT /session/signature/reopen/{id} {slot, reason}: an administrator unlocks a countersigned half-day. */
  reopenSlot(sessionId: string, body: ReopenSlot): Promise<SignatureSheet>;
  /** GET /session/signature/pdf/{id}: the signed attendance sheet, named by the server. */
  signaturePdf(sessionId: string): Promise<Blob>;
  /** GET /session/signature/missing: the begun half-days still missing a signature. */
  missingSignatures(query: {
    start?: string;
    end?: string;
    teacher?: string;
  }): Promise<MissingSignatureRow[]>;
  /** GET /session/ical: whether the signed-in user has a calendar feed, since when. */
  calendarFeed(): Promise<CalendarFeed>;
  /** POST /session/ical: a new private feed URL (answered this once); the old one stops working. */
  newCalendarFeed(): Promise<CalendarFeed & { url: string }>;
  /** DELETE /session/ical: the feed revoked. */
  revokeCalendarFeed(): Promise<CalendarFeed>;
  /** GET /session/comment/{sessionId}: oldest first. */
  sessionComments(sessionId: string): Promise<SessionComment[]>;
  /** POST /session/comment/ {session, text}. */
  createSessionComment(sessionId: string, text: string): Promise<SessionComment>;
  /** DELETE /session/comment/id/{id}: its author or an administrator. */
  deleteSessionComment(commentId: string): Promise<void>;
}

/**
 * The agenda's visible range (filter start and end, as FullCalendar gives them) goes as GET /session's
 * own start and end parameters, the other filters in the list dialect's filter.
 */
async function sessionsInRange(
  request: Request,
  params: GetListParams,
  base: '/session' | '/session/calendar',
): Promise<GetListResult> {
  const { start, end, ...filter } = params.filter ?? {};
  const { page = 1, perPage = 1000 } = params.pagination ?? {};
  const path = withQuery(base, {
    start,
    end,
    range: [(page - 1) * perPage, page * perPage - 1],
    sort: params.sort?.field ? [params.sort.field, params.sort.order] : undefined,
    filter: Object.keys(filter).length > 0 ? filter : undefined,
  });
  const result = await request<{ _id: string }[]>(path);
  const rows = (result.data ?? []).map(asRecord);
  return { data: rows, total: totalOf(result.headers, rows.length) };
}

export const withSessions = <P extends DataProvider>(provider: P, request: Request) =>
  ({
    ...provider,
    getList(resource, params) {
      if (resource === 'sessions' && (params.filter?.start || params.filter?.end))
        // meta.calendar (the agenda): the light shape of GET /session/calendar.
        return sessionsInRange(
          request,
          params,
          params.meta?.calendar ? '/session/calendar' : '/session',
        ) as never;
      return provider.getList(resource, params);
    },
    // "This and the following ones" of a series (meta.scope, the edit form's choice): ?scope=following.
    async update(resource, params) {
      if (resource !== 'sessions' || params.meta?.scope !== 'following')
        return provider.update(resource, params);
      const { id: _id, ...data } = params.data as Record<string, unknown>;
      const path = `/session/id/${id(String(params.id))}?scope=following`;
      return {
        data: asRecord((await request<Session>(path, { method: 'PUT', body: data })).data),
      } as never;
    },
    async removeRegistrant(sessionId, body) {
      const result = await request<Session>(`/session/registrants/${id(sessionId)}`, {
        method: 'PUT',
        body,
      });
      return asRecord(result.data);
    },
    async deleteSession(sessionId, scope = 'this') {
      const path = withQuery(`/session/id/${id(sessionId)}`, {
        scope: scope === 'following' ? scope : undefined,
      });
      return asRecord((await request<Session>(path, { method: 'DELETE' })).data);
    },
    async createMeeting(sessionId, scope) {
      const path = `/session/meeting/${id(sessionId)}/${scope}`;
      return asRecord((await request<Session>(path, { method: 'POST' })).data);
    },
    async deleteMeeting(sessionId, scope) {
      const path = `/session/meeting/${id(sessionId)}/${scope}`;
      return asRecord((await request<Session>(path, { method: 'PUT' })).data);
    },
    async createSheet(sessionId) {
      const path = `/session/appointment/${id(sessionId)}`;
      return asRecord((await request<Session>(path, { method: 'POST' })).data);
    },
    async markAttendance(sessionId, body) {
      const path = `/session/appointment/${id(sessionId)}`;
      return asRecord((await request<Session>(path, { method: 'PUT', body })).data);
    },
    async markSlot(sessionId, body) {
      const path = `/session/appointment/slot/${id(sessionId)}`;
      return (await request<SignatureSheet>(path, { method: 'PUT', body })).data;
    },
    async uploadJustification(sessionId, slot, student, file) {
      const form = new FormData();
      form.append('slot', String(slot));
      form.append('student', student);
      form.append('file', file);
      const path = `/session/appointment/justification/${id(sessionId)}`;
      return (await request<SignatureSheet>(path, { method: 'POST', body: form })).data;
    },
    async justification(sessionId, slot, student) {
      const path = `/session/appointment/justification/${id(sessionId)}/${slot}/${id(student)}`;
      return namedDownload(await request<Blob>(path, { as: 'blob' }));
    },
    async signatureSheet(sessionId) {
      return (await request<SignatureSheet>(`/session/signature/${id(sessionId)}`)).data;
    },
    async signatureImage(signatureId) {
      const path = `/session/signature/image/${id(signatureId)}`;
      return (await request<Blob>(path, { as: 'blob' })).data;
    },
    async sign(sessionId, body) {
      const path = `/session/signature/${id(sessionId)}`;
      return (await request<SignatureSheet>(path, { method: 'POST', body })).data;
    },
    async signatureLinks(sessionId, slot) {
      const path = `/session/signature/links/${id(sessionId)}`;
      return (await request<SignatureLinks>(path, { method: 'POST', body: { slot } })).data;
    },
    async reopenSlot(sessionId, body) {
      const path = `/session/signature/reopen/${id(sessionId)}`;
      return (await request<SignatureSheet>(path, { method: 'PUT', body })).data;
    },
    async signaturePdf(sessionId) {
      const path = `/session/signature/pdf/${id(sessionId)}`;
      return namedDownload(await request<Blob>(path, { as: 'blob' }));
    },
    async missingSignatures(query) {
      const path = withQuery('/session/signature/missing', query);
      return (await request<MissingSignatureRow[]>(path)).data ?? [];
    },
    async calendarFeed() {
      return (await request<CalendarFeed>('/session/ical')).data;
    },
    async newCalendarFeed() {
      return (await request<CalendarFeed & { url: string }>('/session/ical', { method: 'POST' }))
        .data;
    },
    async revokeCalendarFeed() {
      return (await request<CalendarFeed>('/session/ical', { method: 'DELETE' })).data;
    },
    async sessionComments(sessionId) {
      return (await request<SessionComment[]>(`/session/comment/${id(sessionId)}`)).data ?? [];
    },
    async createSessionComment(sessionId, text) {
      const result = await request<SessionComment>('/session/comment/', {
        method: 'POST',
        body: { session: sessionId, text },
      });
      return result.data;
    },
    async deleteSessionComment(commentId) {
      await request(`/session/comment/id/${id(commentId)}`, { method: 'DELETE' });
    },
  }) as P & SessionMethods;
