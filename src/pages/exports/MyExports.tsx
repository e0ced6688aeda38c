import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { saveBlob } from '../../components/ExportXlsxButton';
import { failureMessage, readFailure } from '../../save/read-failure';
import {
  deleteExport,
  downloadFile,
  type ExportRow,
  exportFilePath,
  listExports,
} from './exports-api';

/** How often the list is read again while a job is queued or running. */
export const POLL_MS = 2000;

const busy = (row: ExportRow) => row.status === 'queued' || row.status === 'running';

/** What the screen says of a failed call: the server's message, else that the export failed. */
const failed = (error: unknown) => failureMessage(readFailure(error), 'app.exports_screen.failed');

/**
 * "My exports": the caller's export files, newest first; a progress bar while a job runs (read
 * again every 2 s), then its download link and expiry date, or its error; a delete that asks first.
 */
export const MyExports = ({ refreshKey }: { refreshKey: number }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const [rows, setRows] = useState<ExportRow[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ExportRow | null>(null);
  const load = useCallback(async () => {
    try {
      setRows(await listExports());
      setError(null);
    } catch (e) {
      setError(failed(e));
    }
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey asks for a new read.
  useEffect(() => {
    void load();
  }, [load, refreshKey]);
  const running = rows.some(busy);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [running, load]);

  const when = (iso: string | null) =>
    iso ? new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' } as never) : '…';
  const kind = (row: ExportRow) =>
    translate(`app.exports_screen.kinds.${row.kind}`, { _: row.kind });
  const download = async (row: ExportRow) => {
    try {
      saveBlob(
        await downloadFile(exportFilePath(row._id)),
        row.fileName ?? `${row.kind}.${row.format}`,
      );
    } catch (e) {
      setError(failed(e));
    }
  };
  const confirmDelete = async () => {
    const row = deleting;
    setDeleting(null);
    if (!row) return;
    try {
      await deleteExport(row._id);
      await load();
    } catch (e) {
      setError(failed(e));
    }
  };

  return (
    <section aria-labelledby="my-exports-title">
      <Typography id="my-exports-title" component="h2" variant="h5" sx={{ mt: 3, mb: 1 }}>
        {translate('app.exports_screen.mine')}
      </Typography>
      {error && (
        <Alert severity="error" role="alert">
          {translate(error, { _: error })}
        </Alert>
      )}
      {rows.length === 0 ? (
        <Typography color="text.secondary">{translate('app.exports_screen.none')}</Typography>
      ) : (
        <List aria-labelledby="my-exports-title">
          {rows.map((row) => (
            <ListItem key={row._id} divider sx={{ display: 'block' }}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                alignItems={{ sm: 'center' }}
              >
                <Typography sx={{ flex: 1, overflowWrap: 'anywhere' }}>
                  {row.fileName ?? kind(row)} ·{' '}
                  {translate(`app.exports_screen.status.${row.status}`)}
                </Typography>
                {row.status === 'done' && (
                  <>
                    <Typography variant="body2" color="text.secondary">
                      {translate('app.exports_screen.expires', { date: when(row.expiresAt) })}
                    </Typography>
                    <Button onClick={() => void download(row)}>
                      {translate('app.exports_screen.download', {
                        name: row.fileName ?? kind(row),
                      })}
                    </Button>
                  </>
                )}
                {!busy(row) && (
                  <Button
                    color="error"
                    startIcon={<DeleteIcon />}
                    onClick={() => setDeleting(row)}
                    aria-label={translate('app.exports_screen.delete_of', {
                      name: row.fileName ?? kind(row),
                    })}
                  >
                    {translate('ra.action.delete')}
                  </Button>
                )}
              </Stack>
              {busy(row) && (
                <LinearProgress
                  aria-label={translate('app.exports_screen.progress_of', {
                    name: kind(row),
                    progress: row.progress,
                    total: row.total,
                  })}
                  variant={row.total ? 'determinate' : 'indeterminate'}
                  value={row.total ? Math.min(100, (100 * row.progress) / row.total) : undefined}
                  sx={{ mt: 1 }}
                />
              )}
              {row.status === 'failed' && row.error && (
                <Typography color="error" variant="body2">
                  {translate(row.error, { _: row.error })}
                </Typography>
              )}
            </ListItem>
          ))}
        </List>
      )}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        aria-labelledby="delete-export-title"
      >
        <DialogTitle id="delete-export-title">
          {translate('app.exports_screen.delete_title')}
        </DialogTitle>
        <DialogContent>
          {translate('app.exports_screen.delete_confirm', {
            name: deleting ? (deleting.fileName ?? kind(deleting)) : '',
          })}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>{translate('ra.action.cancel')}</Button>
          <Button color="error" onClick={() => void confirmDelete()}>
            {translate('ra.action.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </section>
  );
};
