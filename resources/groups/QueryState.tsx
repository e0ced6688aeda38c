import { Alert } from '@mui/material';
import { HttpError, useTranslate } from 'react-admin';
import { PageLoading } from '../../src/components/LazyPage';

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
  return (
    <Alert severity="error">
      {error instanceof HttpError ? error.message : translate(fallback)}
    </Alert>
  );
};
