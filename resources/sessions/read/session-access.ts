import { useCallback } from 'react';
import { useCanAccess, useGetIdentity, usePermissions } from 'react-admin';
import type { SessionRecord } from '../../../dataProvider/sessions';
import { isRole, scopeOf } from '../../../domain/permissions';

/** The page's message keys. */
export const m = (key: string) => `app.session_read.${key}`;

/**
 * Which sessions the reader may change (DESIGN.md matrix, agenda): every one for an administrator,
 * her own for a Teacher. One rule for the session page and the agenda's drag and resize.
 */
export function useSessionWriter() {
  const { canAccess = false } = useCanAccess({ resource: 'sessions', action: 'edit' });
  const { permissions } = usePermissions();
  const { identity } = useGetIdentity();
  const everyRecord = isRole(permissions) && scopeOf(permissions, 'agenda', 'write') === 'all';
  const me = identity?.id === undefined ? undefined : String(identity.id);
  // Stable while the reader is: the agenda's events are drawn again only when it changes.
  const mayWrite = useCallback(
    (session: Pick<SessionRecord, 'teacher'>) =>
      canAccess && (everyRecord || (me !== undefined && me === session.teacher)),
    [canAccess, everyRecord, me],
  );
  return { everyRecord, me, mayWrite };
}

/**
 * What the reader may change on this session (DESIGN.md matrix, agenda): an administrator every
 * session and comment, a Teacher her own sessions and, on them, her own comments. The API refuses
 * the rest anyway; this only hides the buttons.
 */
export function useSessionAccess(session: Pick<SessionRecord, 'teacher'>) {
  const { everyRecord, me, mayWrite } = useSessionWriter();
  const canWrite = mayWrite(session);
  return {
    canWrite,
    canDeleteComment: (author: string | null) =>
      canWrite && (everyRecord || (me !== undefined && author === me)),
  };
}
