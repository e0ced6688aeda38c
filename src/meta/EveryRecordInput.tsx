import { cloneElement, type ReactElement } from 'react';
import { usePermissions, useRecordContext } from 'react-admin';
import { type Area, isRole, scopeOf } from '../../domain/permissions';

type Props = {
  /** The area of the matrix whose write scope decides. */
  area: Area;
  /** Also shown to a reader with the 'own' scope while the record is new (a create form). */
  onCreate?: boolean;
  /** The input shown to a reader who may write the field. */
  children: ReactElement;
  /** Given by the form (inputFor): passed on to the input. */
  source?: string;
  [prop: string]: unknown;
};

/**
 * An input that a reader who writes every record of the area sees (an administrator); a reader with
 * the 'own' scope (a Teacher) sees it only on a new record when `onCreate` says so, and otherwise
 * her form sends the stored value back unchanged. The API refuses the change anyway; this only
 * keeps the form to what she may write.
 */
export const EveryRecordInput = ({ area, onCreate = false, children, ...props }: Props) => {
  const { permissions } = usePermissions();
  const record = useRecordContext();
  const everyRecord = isRole(permissions) && scopeOf(permissions, area, 'write') === 'all';
  const isNew = record?.id === undefined;
  if (!everyRecord && !(onCreate && isNew)) return null;
  return cloneElement(children, props);
};
