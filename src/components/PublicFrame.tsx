import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LocalesMenuButton, ToggleThemeButton, useTranslate } from 'react-admin';

/**
 * The frame of a page read without signing in (sign-in, signing a sheet from a link): one card
 * under a heading, the language menu (and the theme switch) at the top right.
 */
export const PublicFrame = ({
  title,
  maxWidth,
  centered = false,
  themeToggle = false,
  children,
}: {
  title: ReactNode;
  maxWidth: number;
  /** The card in the middle of the screen, its title centred; else near the top. */
  centered?: boolean;
  themeToggle?: boolean;
  children: ReactNode;
}) => (
  <Box
    component="main"
    sx={{
      minHeight: '100vh',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      bgcolor: 'background.default',
      ...(centered ? { justifyContent: 'center', p: 2 } : { px: { xs: 1, sm: 2 }, pt: 7, pb: 2 }),
    }}
  >
    <Box sx={{ position: 'absolute', top: 8, right: 8, display: 'flex' }}>
      <LocalesMenuButton />
      {themeToggle && <ToggleThemeButton />}
    </Box>
    <Card sx={{ width: '100%', maxWidth }}>
      <CardContent>
        <Typography
          component="h1"
          variant="h5"
          align={centered ? 'center' : undefined}
          gutterBottom
        >
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  </Box>
);

/** A public page's outcome in a few words, bold, with a line of what to do next. */
export const PublicNotice = ({
  severity,
  title,
  hint,
}: {
  severity: 'success' | 'error' | 'warning' | 'info';
  title: ReactNode;
  hint: ReactNode;
}) => (
  <Alert severity={severity}>
    <Typography component="p" sx={{ fontWeight: 'bold' }}>
      {title}
    </Typography>
    <Typography component="p" variant="body2">
      {hint}
    </Typography>
  </Alert>
);

/**
 * What a page read by its link shows until it has its page: a spinner while it loads, the notice of
 * a link that opens nothing (unknown, expired; `unknown` says otherwise, e.g. results not published),
 * the failure to reach the server. `prefix` names the page's messages: loading, invalid,
 * invalid_hint, failed.
 */
export const LinkReadNotice = ({
  kind,
  prefix,
  unknown,
}: {
  kind: 'loading' | 'unknown' | 'failed';
  prefix: string;
  unknown?: { title: string; hint: string; severity: 'error' | 'info' };
}) => {
  const translate = useTranslate();
  if (kind === 'loading')
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress aria-label={translate(`${prefix}.loading`)} />
      </Box>
    );
  if (kind === 'failed') return <Alert severity="error">{translate(`${prefix}.failed`)}</Alert>;
  const notice = unknown ?? {
    title: `${prefix}.invalid`,
    hint: `${prefix}.invalid_hint`,
    severity: 'error' as const,
  };
  return (
    <PublicNotice
      severity={notice.severity}
      title={translate(notice.title)}
      hint={translate(notice.hint)}
    />
  );
};
