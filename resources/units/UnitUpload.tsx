import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useCanAccess, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { Unit } from '../../domain/entities/unit';

type Phase = { kind: 'idle' } | { kind: 'sending'; percent: number } | { kind: 'checking' };

/**
 * Uploads a SCORM package above the unit list: a labelled file input, a determinate progress bar
 * while the bytes leave (XMLHttpRequest), then "checking" while the server unpacks; the server's
 * refusal is shown under the form.
 */
export const UnitUpload = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'units', action: 'create' });
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  if (!canAccess) return null;
  const busy = phase.kind !== 'idle';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) {
      setError(translate('app.units.no_file'));
      input.current?.focus();
      return;
    }
    setError(null);
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
      const unit = outcome.data as Unit;
      notify('app.units.upload.done', { type: 'success', messageArgs: { title: unit.title } });
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
        <Button type="submit" variant="contained" startIcon={<UploadFileIcon />} disabled={busy}>
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
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
};
