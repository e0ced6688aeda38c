import DescriptionIcon from '@mui/icons-material/Description';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import {
  type AgreementSignaturePage as Page,
  SIGNER_NAME_MAX,
} from '../../../domain/entities/agreement-signature';
import { LinkReadNotice, PublicFrame } from '../../components/PublicFrame';
import {
  type AgreementRead,
  agreementFileUrl,
  readAgreement,
  signAgreement,
} from './agreement-api';

const T = 'app.agreement_signatures.page';

const Detail = ({ label, value, code }: { label: string; value: string; code?: boolean }) => (
  <Box>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography
      component="dd"
      sx={{ m: 0, overflowWrap: 'anywhere', ...(code ? { fontFamily: 'monospace' } : {}) }}
    >
      {value}
    </Typography>
  </Box>
);

/** The name typed, the box ticked, and the Sign button, while the version is open to sign. */
const SignForm = ({ token, onDone }: { token: string; onDone: () => void }) => {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const [consent, setConsent] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const ready = name.trim().length >= 2 && consent;
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setSending(true);
    setError(undefined);
    const result = await signAgreement(token, { name: name.trim(), consent: true });
    setSending(false);
    // Signed, or refused because it no longer can be (signed, replaced, expired): the page says which.
    if (result.ok || result.status === 409) return onDone();
    setError(result.message || translate(`${T}.failed`));
  };
  return (
    <Stack component="form" spacing={2} onSubmit={send} noValidate>
      <TextField
        label={translate(`${T}.name`)}
        helperText={translate(`${T}.name_hint`)}
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="name"
        required
        slotProps={{ htmlInput: { maxLength: SIGNER_NAME_MAX } }}
        disabled={sending}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            disabled={sending}
            required
          />
        }
        label={translate(`${T}.consent`)}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!ready || sending}
        aria-busy={sending}
        startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {translate(`${T}.sign`)}
      </Button>
    </Stack>
  );
};

const Details = ({ page, token }: { page: Page; token: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const when = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <Stack spacing={2}>
      <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
        <Detail label={translate(`${T}.provider`)} value={page.provider || '—'} />
        <Detail label={translate(`${T}.company`)} value={page.company} />
        <Detail label={translate(`${T}.group`)} value={page.group} />
        <Detail label={translate(`${T}.contact`)} value={page.contact} />
        <Detail
          label={translate(`${T}.version`)}
          value={translate(`${T}.version_of`, { version: page.version, date: when(page.issuedAt) })}
        />
        <Detail label={translate(`${T}.digest`)} value={page.digest} code />
      </Stack>
      <Button
        variant="outlined"
        href={agreementFileUrl(token)}
        startIcon={<DescriptionIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate(page.state === 'signed' ? `${T}.read_signed` : `${T}.read`)}
      </Button>
    </Stack>
  );
};

/**
 * /agreement-signature/{token}: a contact of the client reads the training agreement and signs it
 * (a simple electronic signature: the name typed and the box ticked), signed out, on any phone.
 */
export const AgreementSignaturePage = () => {
  const { token = '' } = useParams();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [state, setState] = useState<AgreementRead | { kind: 'loading' }>({ kind: 'loading' });
  const [justSigned, setJustSigned] = useState(false);

  const load = useCallback(() => readAgreement(token).then(setState), [token]);
  useEffect(() => {
    setState({ kind: 'loading' });
    void load();
  }, [load]);

  const body = () => {
    if (state.kind !== 'page') return <LinkReadNotice kind={state.kind} prefix={T} />;
    const { page } = state;
    const signedAt = page.signedAt
      ? new Date(page.signedAt).toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' })
      : '';
    return (
      <Stack spacing={3}>
        <Details page={page} token={token} />
        {page.state === 'signed' && (
          <Alert severity={justSigned ? 'success' : 'info'} role="status">
            {translate(justSigned ? `${T}.thanks` : `${T}.already`, {
              name: page.signerName ?? '',
              date: signedAt,
            })}
          </Alert>
        )}
        {page.state === 'superseded' && (
          <Alert severity="warning">{translate(`${T}.superseded`)}</Alert>
        )}
        {page.state === 'expired' && <Alert severity="warning">{translate(`${T}.expired`)}</Alert>}
        {page.state === 'open' && (
          <SignForm
            token={token}
            onDone={() => {
              setJustSigned(true);
              void load();
            }}
          />
        )}
      </Stack>
    );
  };

  return (
    <PublicFrame title={translate(`${T}.title`)} maxWidth={640}>
      {body()}
    </PublicFrame>
  );
};

export default AgreementSignaturePage;
