import { DeleteWithConfirmButton, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import type { Unit } from '../../domain/entities/unit';

/** A row's delete, after a confirmation; the API's 409 (in a module, learners' progress) is notified. */
export const UnitDelete = () => {
  const record = useRecordContext<Unit & { id: string }>();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'units', action: 'delete' });
  if (!record || !canAccess) return null;
  return (
    <DeleteWithConfirmButton
      record={record}
      mutationMode="pessimistic"
      confirmTitle={translate('app.units.delete_title', { title: record.title })}
      confirmContent={translate('app.units.delete_content')}
      successMessage="app.units.deleted"
      aria-label={`${translate('ra.action.delete')}: ${record.title}`}
      onClick={(event) => event.stopPropagation()}
    />
  );
};
