import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import {
  SIGNATURE_ALREADY_SIGNED,
  SIGNATURE_LINK_CLOSED,
  type SignatureLinkPage,
} from '../../../domain/entities/signature';
import { SignaturePadField } from '../../../resources/sessions/signatures/SignaturePadField';
import { readerZone, slotWhen } from '../../../resources/sessions/signatures/slot-time';
import { useSignaturePad } from '../../../resources/sessions/signatures/use-signature-pad';
import { LinkReadNotice, PublicFrame } from '../../components/PublicFrame';
import { type LinkRead, readLink, signLink } from './sign-api';

const t = (key: string) => `app.signature_ui.sign_page.${key}`;

type State = LinkRead | { kind: 'loading' };

const Detail = ({ label, value }: { label: string; value: string }) => (
  <Box>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {value}
    </Typography>
  </Box>
);

/** The pad and the Sign button, while the link is open and the half-day not yet signed. */
const SignForm = ({
  token,
  onSigned,
  onClosed,
}: {
  token: string;
  onSigned: (already: boolean) => void;
  onClosed: () => void;
}) => {
  const translate = useTranslate();
  const pad = useSignaturePad();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const send = async () => {
    setSending(true);
    setError(undefined);
    const result = await signLink(token, { image: pad.toDataURL(), points: pad.toData() });
    setSending(false);
    if (result.ok) return onSigned(false);
    if (result.message === SIGNATURE_ALREADY_SIGNED) return onSigned(true);
    if (result.message === SIGNATURE_LINK_CLOSED) return onClosed();
    setError(
      result.status === 0 || !result.message
        ? translate(t('failed'))
        : translate(result.message, { _: translate(t('failed')) }),
    );
  };
  return (
    <Stack spacing={2}>
      <SignaturePadField pad={pad} disabled={sending} />
      {error && <Alert severity="error">{error}</Alert>}
      <Button
        variant="contained"
        size="large"
        disabled={pad.isEmpty || sending}
        aria-busy={sending}
        onClick={send}
        startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {translate(t('sign'))}
      </Button>
    </Stack>
  );
};

const LinkDetails = ({ page }: { page: SignatureLinkPage }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const when = slotWhen(page.start, page.end, readerZone(), locale);
  return (
    <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
      <Detail label={translate(t('session'))} value={page.title} />
      <Detail label={translate(t('trainer'))} value={page.trainer} />
      <Detail label={translate(t('learner'))} value={page.student} />
      <Detail label={translate(t('when'))} value={translate('app.signature_ui.slot', when)} />
    </Stack>
  );
};

/**
 * /sign/{token}: a learner signs one half-day through the personal link (or QR code) the trainer
 * sent, signed out, on any phone. Open from shortly before the half-day to its end; a link not
 * found says so plainly.
 */
export const SignPage = () => {
  const { token = '' } = useParams();
  const translate = useTranslate();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [done, setDone] = useState<'signed' | 'already' | 'closed'>();

  useEffect(() => {
    let current = true;
    setState({ kind: 'loading' });
    setDone(undefined);
    readLink(token).then((read) => {
      if (current) setState(read);
    });
    return () => {
      current = false;
    };
  }, [token]);

  const body = () => {
    if (state.kind !== 'page')
      return <LinkReadNotice kind={state.kind} prefix={'app.signature_ui.sign_page'} />;
    const { page } = state;
    const outcome = done ?? (page.signed ? 'already' : page.open ? undefined : ('closed' as const));
    return (
      <Stack spacing={3}>
        <LinkDetails page={page} />
        {outcome === 'signed' && <Alert severity="success">{translate(t('thanks'))}</Alert>}
        {outcome === 'already' && <Alert severity="info">{translate(t('already'))}</Alert>}
        {outcome === 'closed' && (
          <Alert severity="warning">{translate(SIGNATURE_LINK_CLOSED)}</Alert>
        )}
        {outcome === undefined && (
          <SignForm
            token={token}
            onSigned={(already) => setDone(already ? 'already' : 'signed')}
            onClosed={() => setDone('closed')}
          />
        )}
      </Stack>
    );
  };

  return (
    <PublicFrame title={translate(t('title'))} maxWidth={560}>
      {body()}
    </PublicFrame>
  );
};

export default SignPage;
