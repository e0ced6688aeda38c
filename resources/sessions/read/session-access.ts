import { useCanAccess, useGetIdentity, usePermissions } from 'react-admin';
import type { SessionRecord } from '../../../dataProvider/sessions';
import { isRole, scopeOf } from '../../../domain/permissions';

/** The page's message keys. */
export const m = (key: string) => `app.session_read.${key}`;

/**
 * What the reader may change on this session (DESIGN.md matrix, agenda): an administrator every
 * session and comment, a Teacher her own sessions and, on them, her own comments. The API refuses
 * the rest anyway; this only hides the buttons.
 */
export function useSessionAccess(session: Pick<SessionRecord, 'teacher'>) {
  const { canAccess = false } = useCanAccess({ resource: 'sessions', action: 'edit' });
  const { permissions } = usePermissions();
  const { identity } = useGetIdentity();
  const everyRecord = isRole(permissions) && scopeOf(permissions, 'agenda', 'write') === 'all';
  const me = identity?.id === undefined ? undefined : String(identity.id);
  const canWrite = canAccess && (everyRecord || (me !== undefined && me === session.teacher));
  return {
    canWrite,
    canDeleteComment: (author: string | null) =>
      canWrite && (everyRecord || (me !== undefined && author === me)),
  };
}
