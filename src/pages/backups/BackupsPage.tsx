import BackupIcon from '@mui/icons-material/Backup';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Title, useLocale, useTranslate } from 'react-admin';
import { formatSize } from '../../components/use-figures';
import { failureMessage, readFailure } from '../../save/read-failure';
import { type BackupRow, type Backups, readBackups, startBackup } from './backups-api';

/** How often the page reads the state again while a backup runs. */
export const POLL_MS = 2000;

const failed = (error: unknown) => failureMessage(readFailure(error), 'app.errors.bad_request');

/**
 * /backups (Super Administrators): the backups of the embedded database kept in BACKUP_DIR, newest
 * first, with what each holds and who made it; the nightly schedule and how many are kept; "Back
 * up now" with its progress (read again every 2 s while it runs). On PostgreSQL it says pg_dump.
 */
export const BackupsPage = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const [state, setState] = useState<Backups | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setState(await readBackups());
      setError(null);
    } catch (e) {
      setError(failed(e));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  const running = state?.running ?? null;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void load(), POLL_MS);
    return () => {
      clearInterval(timer);
    };
  }, [running, load]);
  // The end of a run the page saw: say it is made (or the failure below tells otherwise).
  const [wasRunning, setWasRunning] = useState(false);
  useEffect(() => {
    if (running) setWasRunning(true);
    else if (wasRunning) {
      setWasRunning(false);
      if (!state?.lastFailure) setNotice('app.backups.done');
    }
  }, [running, wasRunning, state?.lastFailure]);

  const backUpNow = async () => {
    setNotice(null);
    try {
      await startBackup();
      setNotice('app.backups.started');
      await load();
    } catch (e) {
      setError(failed(e));
    }
  };
  const when = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const files = (row: BackupRow) =>
    row.files.store === 's3'
      ? translate('app.backups.files_s3')
      : translate('app.backups.files_count', {
          count: row.files.count,
          size: formatSize(row.files.bytes, locale),
        });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: '100%', overflowX: 'hidden' }}>
      {/* The app bar's h1 says the page's title: one h1 a screen. */}
      <Title title="app.backups.title" />
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {translate(error, { _: error })}
        </Alert>
      )}
      {state?.database === 'postgres' && (
        <Alert severity="info">{translate('app.backups.postgres')}</Alert>
      )}
      {state?.database === 'pglite' && (
        <>
          <Typography sx={{ mb: 1 }}>
            {state.nextNightly
              ? translate('app.backups.schedule', {
                  hour: state.hour,
                  next: when(state.nextNightly),
                  keep: state.keep,
                })
              : translate('app.backups.no_schedule')}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mb: 1, overflowWrap: 'anywhere' }}
          >
            {translate('app.backups.folder', { folder: state.folder })}
          </Typography>
          {state.files === 's3' && (
            <Alert severity="info" sx={{ mb: 1 }}>
              {translate('app.backups.s3_files')}
            </Alert>
          )}
          {state.lastFailure && !running && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {translate('app.backups.failed', { message: state.lastFailure.message })}
            </Alert>
          )}
          {notice && !running && (
            <Alert severity="success" sx={{ mb: 1 }} role="status">
              {translate(notice)}
            </Alert>
          )}
          <Button
            variant="contained"
            startIcon={<BackupIcon />}
            disabled={Boolean(running)}
            onClick={() => void backUpNow()}
            sx={{ mb: 2 }}
          >
            {translate('app.backups.back_up_now')}
          </Button>
          {running && (
            <Box role="status" sx={{ mb: 2 }}>
              <Typography variant="body2">
                {running.step === 'database'
                  ? translate('app.backups.running_database')
                  : translate('app.backups.running_files', {
                      done: running.filesDone,
                      total: running.filesTotal,
                    })}
              </Typography>
              <LinearProgress
                aria-label={translate('app.backups.back_up_now')}
                variant={
                  running.step === 'files' && running.filesTotal > 0
                    ? 'determinate'
                    : 'indeterminate'
                }
                value={running.filesTotal > 0 ? (100 * running.filesDone) / running.filesTotal : 0}
              />
            </Box>
          )}
          {state.backups.length === 0 ? (
            <Typography color="text.secondary">{translate('app.backups.empty')}</Typography>
          ) : (
            <TableContainer component={Paper} sx={{ overflowX: 'auto' }}>
              <Table size="small">
                <caption>{translate('app.backups.caption')}</caption>
                <TableHead>
                  <TableRow>
                    {(['date', 'origin', 'database', 'files', 'secret', 'duration'] as const).map(
                      (column) => (
                        <TableCell key={column}>
                          {translate(`app.backups.columns.${column}`)}
                        </TableCell>
                      ),
                    )}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {state.backups.map((row) => (
                    <TableRow key={row.name}>
                      <TableCell>{when(row.createdAt)}</TableCell>
                      <TableCell>{translate(`app.backups.origins.${row.origin}`)}</TableCell>
                      <TableCell>{formatSize(row.database.bytes, locale)}</TableCell>
                      <TableCell>{files(row)}</TableCell>
                      <TableCell>
                        {translate(row.secret ? 'app.backups.yes' : 'app.backups.no')}
                      </TableCell>
                      <TableCell>
                        {(row.durationMs / 1000).toLocaleString(locale, {
                          style: 'unit',
                          unit: 'second',
                          maximumFractionDigits: 1,
                        })}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
    </Box>
  );
};

export default BackupsPage;
