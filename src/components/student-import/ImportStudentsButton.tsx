import UploadFileIcon from '@mui/icons-material/UploadFile';
import { lazy, Suspense, useState } from 'react';
import { Button, useCanAccess } from 'react-admin';
import { u } from './ImportRowsTable';

const ImportStudentsDialog = lazy(() => import('./ImportStudentsDialog'));

/** Opens the learners import, for those who may create students; into `group` when given. */
export const ImportStudentsButton = ({
  group,
  variant,
}: {
  group?: string;
  variant?: 'text' | 'outlined';
}) => {
  const { canAccess = false } = useCanAccess({ resource: 'students', action: 'create' });
  const [open, setOpen] = useState(false);
  if (!canAccess) return null;
  return (
    <>
      <Button
        label={u('open')}
        variant={variant}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        <UploadFileIcon />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportStudentsDialog group={group} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
