import { Alert, Button, Stack } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type NotificationPayload,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
} from 'react-admin';

/** Spec section 9: at most 10 messages at once; the others wait their turn. */
export const MAX_NOTIFICATIONS = 10;
const AUTO_HIDE_MS = 6000;

type Undoable = (params: { isUndo: boolean }) => void;
interface Shown {
  key: number;
  payload: NotificationPayload;
  mutation?: Undoable;
}

const StackedMessage = ({ shown, onDone }: { shown: Shown; onDone: (undo: boolean) => void }) => {
  const translate = useTranslate();
  const { message, type, notificationOptions = {} } = shown.payload;
  const { autoHideDuration, messageArgs, undoable } = notificationOptions;
  const hideAfter = autoHideDuration === undefined ? AUTO_HIDE_MS : autoHideDuration;

  useEffect(() => {
    if (!hideAfter) return;
    const timer = setTimeout(() => onDone(false), hideAfter);
    return () => clearTimeout(timer);
  }, [hideAfter, onDone]);

  return (
    <Alert
      severity={type === 'warning' || type === 'error' || type === 'success' ? type : 'info'}
      variant="filled"
      onClose={() => onDone(false)}
      slotProps={{ closeButton: { title: translate('app.shell.close') } }}
      action={
        undoable ? (
          <Button color="inherit" size="small" onClick={() => onDone(true)}>
            {translate('ra.action.undo')}
          </Button>
        ) : undefined
      }
      sx={{ minWidth: 280, maxWidth: 480, boxShadow: 3 }}
    >
      {typeof message === 'string' ? translate(message, messageArgs) : message}
    </Alert>
  );
};

/** Replaces react-admin's single snackbar with a stack at the top left, each with Close (spec section 2). */
export const NotificationStack = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const [shown, setShown] = useState<Shown[]>([]);
  const nextKey = useRef(0);

  useEffect(() => {
    if (notifications.length === 0 || shown.length >= MAX_NOTIFICATIONS) return;
    const payload = takeNotification();
    if (!payload) return;
    // The undoable mutation is queued just before its message, so they are taken together.
    const mutation = payload.notificationOptions?.undoable
      ? (takeMutation() ?? undefined)
      : undefined;
    setShown((list) => [...list, { key: nextKey.current++, payload, mutation }]);
  }, [notifications, shown.length, takeNotification, takeMutation]);

  const done = useCallback((item: Shown, undo: boolean) => {
    item.mutation?.({ isUndo: undo });
    setShown((list) => list.filter((s) => s.key !== item.key));
  }, []);

  return (
    <Stack
      spacing={1}
      role="log"
      aria-live="polite"
      sx={{ position: 'fixed', top: 64, left: 16, zIndex: 'snackbar' }}
    >
      {shown.map((item) => (
        <StackedMessageFor key={item.key} item={item} onDone={done} />
      ))}
    </Stack>
  );
};

const StackedMessageFor = ({
  item,
  onDone,
}: {
  item: Shown;
  onDone: (item: Shown, undo: boolean) => void;
}) => {
  const finish = useCallback((undo: boolean) => onDone(item, undo), [item, onDone]);
  return <StackedMessage shown={item} onDone={finish} />;
};
