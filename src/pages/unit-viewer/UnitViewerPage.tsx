import { Alert, AlertTitle, Box, Card, Link, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { startAttempt } from '../../../dataProvider/trackers';
import type { Attempt } from '../../../domain/entities/tracker';
import { NOT_REPORTING_AFTER_MS } from '../../../domain/rules/tracking';
import { PageLoading } from '../../components/LazyPage';
import { type Runtime, type SaveState, startRuntime } from './runtime';

/** Counts the seconds the page is visible; each read answers those since the last one (at most an hour). */
function visibleClock() {
  let since = document.visibilityState === 'visible' ? Date.now() : null;
  let stored = 0;
  const onChange = () => {
    if (document.visibilityState === 'visible') since ??= Date.now();
    else if (since !== null) {
      stored += Date.now() - since;
      since = null;
    }
  };
  document.addEventListener('visibilitychange', onChange);
  return {
    take(): number {
      const now = Date.now();
      let ms = stored;
      if (since !== null) {
        ms += now - since;
        since = now;
      }
      stored = 0;
      return Math.min(3600, Math.round(ms / 1000));
    },
    stop: () => document.removeEventListener('visibilitychange', onChange),
  };
}

/**
 * /unitViewer/{filename}/{activityId}/{launch page, the rest of the path}: plays one SCORM activity from the content
 * origin in an iframe. scorm-again loads on this route only; its API object exists (with the saved
 * cmi) before the iframe gets its src; commits go to the attempt's capability URL.
 */
export const UnitViewerPage = () => {
  const translate = useTranslate();
  const { filename = '', activityId = '', '*': launchPath } = useParams();
  const { search } = useLocation();
  // A link that leaves the launch page's query unencoded gives it as the address's own query.
  const launchPoint = launchPath ? `${launchPath}${search}` : undefined;
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [locale] = useLocaleState();
  // Read when the unit opens: a change of language later does not reload the content.
  const language = useRef(locale);
  language.current = locale;
  const [src, setSrc] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<SaveState>('not_saved');
  const [silent, setSilent] = useState(false);
  const runtime = useRef<Runtime | null>(null);

  useEffect(() => {
    let cancelled = false;
    let initialized = false;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const clock = visibleClock();
    setAttempt(null);
    setSrc(undefined);
    setError(null);
    setState('not_saved');
    setSilent(false);
    const onInitialize = () => {
      initialized = true;
      clearTimeout(silence);
      if (!cancelled) setSilent(false);
    };
    (async () => {
      const result = await startAttempt({ filename, activityId, launchPoint });
      if (cancelled) return;
      if (!result.ok) {
        setError(
          result.status === 404 ? 'app.unit_viewer.not_found' : 'app.unit_viewer.load_failed',
        );
        return;
      }
      const started = await startRuntime(
        result.data,
        (s) => !cancelled && setState(s),
        clock.take,
        onInitialize,
      );
      if (cancelled) {
        started.destroy();
        return;
      }
      runtime.current = started;
      setAttempt(result.data);
      // Only now, with the API ready to answer, does the launcher load (in the viewer's language).
      const url = new URL(result.data.contentUrl);
      url.searchParams.set('lang', language.current);
      setSrc(url.href);
      silence = setTimeout(() => {
        if (!initialized && !cancelled) setSilent(true);
      }, NOT_REPORTING_AFTER_MS);
    })().catch(() => !cancelled && setError('app.unit_viewer.load_failed'));

    const onPageHide = () => runtime.current?.finish();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      cancelled = true;
      clearTimeout(silence);
      window.removeEventListener('pagehide', onPageHide);
      runtime.current?.finish();
      runtime.current?.destroy();
      runtime.current = null;
      clock.stop();
    };
  }, [filename, activityId, launchPoint]);

  const title = attempt
    ? translate('app.unit_viewer.title', { unit: attempt.title, activity: attempt.activityTitle })
    : filename;
  const resumed = attempt && Object.keys(attempt.cmi).length > 0;

  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Title title={title} />
      <Link component={RouterLink} to="/units" sx={{ alignSelf: 'flex-start' }}>
        {translate('app.unit_viewer.back')}
      </Link>
      {error && <Alert severity="error">{translate(error)}</Alert>}
      {!error && !attempt && <PageLoading />}
      {attempt?.preview && (
        <Alert severity="info">{translate('app.unit_viewer.preview_notice')}</Alert>
      )}
      {attempt && (
        // A polite live region (not role=status, which this app keeps for loading indicators).
        <Typography aria-live="polite" variant="body2" color="text.secondary">
          {resumed && state === 'not_saved'
            ? translate('app.unit_viewer.resumed')
            : translate(`app.unit_viewer.status_${state}`)}
        </Typography>
      )}
      {attempt && silent && (
        <Alert severity="warning">
          <AlertTitle>{translate('app.unit_viewer.not_reporting')}</AlertTitle>
          {translate('app.unit_viewer.not_reporting_hint', {
            version: translate(`app.units.version_${attempt.version === '1.2' ? '12' : '2004'}`),
            method: attempt.version === '1.2' ? 'LMSInitialize' : 'Initialize',
          })}
        </Alert>
      )}
      {attempt && (
        <Card sx={{ p: 0, overflow: 'hidden' }}>
          <Box
            component="iframe"
            title={translate('app.unit_viewer.frame_title', { activity: attempt.activityTitle })}
            src={src}
            // The package runs on its own origin; it may not navigate the app away.
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-modals allow-downloads"
            allow="fullscreen; autoplay"
            sx={{
              display: 'block',
              width: '100%',
              height: { xs: 'calc(100vh - 230px)', sm: 'calc(100vh - 210px)' },
              minHeight: 420,
              border: 0,
              bgcolor: 'background.paper',
            }}
          />
        </Card>
      )}
    </Box>
  );
};

export default UnitViewerPage;
