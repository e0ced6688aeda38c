import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { type ReactElement, useState } from 'react';
import {
  Confirm,
  type DataProvider,
  useCanAccess,
  useDataProvider,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { StatusMethods } from '../../dataProvider/status';
import { useSave } from '../../src/save/use-save';
import { employeeRepresentation } from './fields';

type Status = 'active' | 'rejected';

type StatusButtonProps = {
  /** Message key of its tooltip and accessible name. */
  label: string;
  color: 'success' | 'error';
  icon: ReactElement;
  disabled: boolean;
  onClick: () => void;
};

/** An icon button named by its tooltip (the span keeps the tooltip on a disabled button). */
const StatusButton = ({ label, color, icon, disabled, onClick }: StatusButtonProps) => {
  const translate = useTranslate();
  return (
    <Tooltip title={translate(label)}>
      <span>
        <IconButton
          aria-label={translate(label)}
          color={color}
          disabled={disabled}
          onClick={onClick}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
};

/** Activate / Reject of a pending registration (PUT /administrator/{id}/status), Super Administrators only. */
export const StatusButtons = () => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<DataProvider & StatusMethods>();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'admin', action: 'edit', record });
  const save = useSave();
  const busy = save.saving;
  const [confirmReject, setConfirmReject] = useState(false);
  if (record?.status !== 'pending' || !canAccess) return null;
  const title = employeeRepresentation(record);

  const setStatus = async (status: Status) => {
    await save.run(() => dataProvider.setStatus('admin', { id: record.id, status }), {
      success: () => ({
        message: status === 'active' ? 'app.admin.activated' : 'app.admin.rejected',
        args: { title },
      }),
      onSuccess: refresh,
    });
    setConfirmReject(false);
  };

  return (
    <Stack direction="row" spacing={0.5} onClick={(e) => e.stopPropagation()}>
      <StatusButton
        label="app.admin.activate"
        color="success"
        icon={<CheckIcon />}
        disabled={busy}
        onClick={() => setStatus('active')}
      />
      <StatusButton
        label="app.admin.reject"
        color="error"
        icon={<CloseIcon />}
        disabled={busy}
        onClick={() => setConfirmReject(true)}
      />
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
