import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, AlertTitle, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useCanAccess, useRefresh, useTranslate } from 'react-admin';
import type { Unit } from '../../domain/entities/unit';

type Phase = { kind: 'idle' } | { kind: 'sending'; percent: number } | { kind: 'checking' };

/** What the server found in the package: its launch pages, and the files the zip lacks. */
const UploadReport = ({ unit }: { unit: Unit }) => {
  const translate = useTranslate();
  const report = unit.report;
  const missing = report?.missingCount ?? 0;
  const shown = report?.missingFiles ?? [];
  const pages = report?.launchPages ?? [];
  return (
    <Alert
      severity={missing > 0 ? 'warning' : 'success'}
      // The region around it announces it: the Alert itself is no second live region.
      role="none"
      sx={{ mt: 1, overflowWrap: 'anywhere' }}
    >
      <AlertTitle>{translate('app.units.upload.done', { title: unit.title })}</AlertTitle>
      <Typography variant="body2">
        {translate('app.units.upload.report.version', {
          version: translate(`app.units.version_${unit.version === '1.2' ? '12' : '2004'}`),
        })}
      </Typography>
      {pages.length > 0 && (
        <Typography variant="body2">
          {translate('app.units.upload.report.launch_pages', {
            smart_count: pages.length,
            pages: pages.join(', '),
          })}
        </Typography>
      )}
      {missing === 0 ? (
        <Typography variant="body2">{translate('app.units.upload.report.complete')}</Typography>
      ) : (
        <>
          <Typography variant="body2">
            {translate(
              shown.length < missing
                ? 'app.units.upload.report.missing_first'
                : 'app.units.upload.report.missing',
              { smart_count: missing, shown: shown.length, files: shown.join(', ') },
            )}
          </Typography>
          <Typography variant="body2">
            {translate('app.units.upload.report.missing_hint')}
          </Typography>
        </>
      )}
    </Alert>
  );
};

/**
 * Uploads a SCORM package above the unit list: a labelled file input, a determinate progress bar
 * while the bytes leave (XMLHttpRequest), then "checking" while the server unpacks; the server's
 * refusal, or its report on the unit made, is shown under the form until the next upload starts.
 */
export const UnitUpload = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'units', action: 'create' });
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<Unit | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const busy = phase.kind !== 'idle';
  const wasBusy = useRef(false);
  // The disabled button lost the focus while the upload ran: give it back, unless it went elsewhere.
  useEffect(() => {
    if (wasBusy.current && !busy && document.activeElement === document.body)
      button.current?.focus();
    wasBusy.current = busy;
  }, [busy]);
  if (!canAccess) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) {
      setError(translate('app.units.no_file'));
      input.current?.focus();
      return;
    }
    setError(null);
    setAdded(null);
    setPhase({ kind: 'sending', percent: 0 });
    // Loaded on use: resources/ is also read outside the browser (e2e tests list the screens).
    const { uploadUnitPackage } = await import('../../dataProvider/units');
    const outcome = await uploadUnitPackage(
      file,
      (fraction) => setPhase({ kind: 'sending', percent: Math.round(fraction * 100) }),
      () => setPhase({ kind: 'checking' }),
    );
    setPhase({ kind: 'idle' });
    if (outcome.ok) {
      setAdded(outcome.data as Unit);
      if (input.current) input.current.value = '';
      refresh();
      return;
    }
    const message = (outcome.data as { message?: string }).message;
    setError(
      outcome.status === 0
        ? translate('app.units.upload.network')
        : message || translate('app.units.upload.failed'),
    );
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      noValidate
      sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography component="h2" variant="subtitle1" id={`${id}-title`} sx={{ fontWeight: 600 }}>
        {translate('app.units.upload.title')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, mt: 1 }}
      >
        <Box>
          <Typography
            component="label"
            htmlFor={`${id}-file`}
            variant="body2"
            sx={{ display: 'block', fontWeight: 500 }}
          >
            {translate('app.units.upload.label')}
          </Typography>
          <input
            ref={input}
            id={`${id}-file`}
            name="file"
            type="file"
            accept=".zip,application/zip,application/x-zip-compressed"
            aria-describedby={`${id}-help`}
            aria-invalid={error ? true : undefined}
            disabled={busy}
            onChange={() => setError(null)}
            style={{ maxWidth: '100%', marginTop: 4 }}
          />
        </Box>
        <Button
          ref={button}
          type="submit"
          variant="contained"
          startIcon={<UploadFileIcon />}
          disabled={busy}
        >
          {translate('app.units.upload.button')}
        </Button>
      </Stack>
      <Typography id={`${id}-help`} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('app.units.upload.help')}
      </Typography>
      {phase.kind === 'sending' && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress
            variant="determinate"
            value={phase.percent}
            aria-label={translate('app.units.upload.progress', { percent: phase.percent })}
          />
          <Typography variant="body2" role="status">
            {translate('app.units.upload.progress', { percent: phase.percent })}
          </Typography>
        </Box>
      )}
      {phase.kind === 'checking' && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress aria-label={translate('app.units.upload.checking')} />
          <Typography variant="body2" role="status">
            {translate('app.units.upload.checking')}
          </Typography>
        </Box>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {error}
        </Alert>
      )}
      {/* Always there, so that the report put in it is announced: a polite live region (role="status"
          is kept for loading indicators in this app; the tests wait for those to go). */}
      <Box aria-live="polite" data-testid="upload-report">
        {added && <UploadReport unit={added} />}
      </Box>
    </Box>
  );
};
