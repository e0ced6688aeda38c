import AddTaskIcon from '@mui/icons-material/AddTask';
import ListIcon from '@mui/icons-material/List';
import { Button, CreateButton, useCanAccess, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { listAddress } from '../../src/meta/list-address';

/**
 * On a complaint's page: open an improvement action from it in one click (the form comes filled
 * with its origin and the complaint), and list the actions that came from it.
 */
export const ComplaintImprovementButtons = () => {
  const record = useRecordContext();
  const { canAccess: canCreate = false } = useCanAccess({
    resource: 'improvements',
    action: 'create',
  });
  const { canAccess: canList = false } = useCanAccess({ resource: 'improvements', action: 'list' });
  if (!record) return null;
  return (
    <>
      {canCreate && (
        <CreateButton
          resource="improvements"
          label="app.complaints.open_improvement"
          icon={<AddTaskIcon />}
          state={{ record: { origin: 'complaint', complaintId: record.id } }}
        />
      )}
      {canList && Number(record.improvementCount) > 0 && (
        <Button
          component={Link}
          to={listAddress('improvements', { complaintId: record.id })}
          label="app.complaints.its_improvements"
        >
          <ListIcon />
        </Button>
      )}
    </>
  );
};
