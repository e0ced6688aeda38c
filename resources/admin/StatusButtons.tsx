import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  type DataProvider,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { StatusMethods } from '../../dataProvider/status';
import { employeeRepresentation } from './fields';

type Status = 'active' | 'rejected';

/** Activate / Reject of a pending registration (PUT /administrator/{id}/status), Super Administrators only. */
export const StatusButtons = () => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<DataProvider & StatusMethods>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'admin', action: 'edit', record });
  const [busy, setBusy] = useState(false);
  const [confirmReject, setConfirmReject] = useState(false);
  if (record?.status !== 'pending' || !canAccess) return null;
  const title = employeeRepresentation(record);

  const setStatus = async (status: Status) => {
    setBusy(true);
    try {
      await dataProvider.setStatus('admin', { id: record.id, status });
      notify(status === 'active' ? 'app.admin.activated' : 'app.admin.rejected', {
        type: 'success',
        messageArgs: { title },
      });
      refresh();
    } catch (error) {
      notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
      setConfirmReject(false);
    }
  };

  return (
    <Stack direction="row" spacing={0.5} onClick={(e) => e.stopPropagation()}>
      <Tooltip title={translate('app.admin.activate')}>
        <span>
          <IconButton
            aria-label={translate('app.admin.activate')}
            color="success"
            disabled={busy}
            onClick={() => setStatus('active')}
          >
            <CheckIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={translate('app.admin.reject')}>
        <span>
          <IconButton
            aria-label={translate('app.admin.reject')}
            color="error"
            disabled={busy}
            onClick={() => setConfirmReject(true)}
          >
            <CloseIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Confirm
        isOpen={confirmReject}
        loading={busy}
        title="app.admin.reject_title"
        titleTranslateOptions={{ title }}
        content="app.admin.reject_content"
        onConfirm={() => setStatus('rejected')}
        onClose={() => setConfirmReject(false)}
      />
    </Stack>
  );
};
