import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageLoading } from '../../src/components/LazyPage';
import { failureMessage, readFailure } from '../../src/save/read-failure';

/**
 * What a group tab shows instead of its data: the page's spinner while it loads, else the
 * server's message of the failed read (`fallback`, a message key, when it gave none).
 */
export const QueryState = ({
  pending,
  error,
  fallback = 'ra.notification.http_error',
}: {
  pending: boolean;
  error: unknown;
  fallback?: string;
}) => {
  const translate = useTranslate();
  if (pending) return <PageLoading />;
  const message = failureMessage(readFailure(error), fallback);
  return <Alert severity="error">{translate(message, { _: message })}</Alert>;
};
