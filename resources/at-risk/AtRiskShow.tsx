import { Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  type RaRecord,
  Show,
  useCanAccess,
  useLocaleState,
  useRecordContext,
  useShowContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { AtRiskFlagDetail } from '../../domain/entities/at-risk';
import { formatDate, formatDateTime } from '../../domain/rules/dates';
import { personName } from '../../domain/rules/person-name';
import { SectionCard } from '../../src/components/SectionCard';
import { StateChip } from './AtRiskFields';
import { CloseFlagButton } from './CloseFlagButton';
import { ActionForm, ActionList } from './FlagActions';
import { atRiskLinks } from './links';
import { ruleName, useReason } from './reason';

type Flag = AtRiskFlagDetail & RaRecord;
const T = 'app.at_risk_ui';

/** One fact of the flag: its name above its value. */
const Fact = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {translate(`${T}.flag.${label}`)}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
};

/** How the flag was closed: by hand (by whom, why) or by itself. */
const Closing = ({ flag }: { flag: Flag }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!flag.closedAt) return null;
  const date = formatDate(flag.closedAt, locale) ?? '';
  if (flag.closedHow !== 'by_hand')
    return (
      <Typography variant="body2">{translate(`${T}.flag.closed_resolved`, { date })}</Typography>
    );
  return (
    <Box>
      <Typography variant="body2">
        {translate(`${T}.flag.closed_by_hand`, {
          date,
          name: flag.closedBy ?? translate(`${T}.flag.former_staff`),
        })}
      </Typography>
      {flag.closingNote && (
        <Box
          component="blockquote"
          aria-label={translate(`${T}.flag.closing_note`)}
          sx={{ m: 0, mt: 1, pl: 2, borderLeft: 3, borderColor: 'divider' }}
        >
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {flag.closingNote}
          </Typography>
        </Box>
      )}
    </Box>
  );
};

/** The mails to the client's pedagogic contacts about this flag, each as it stands; none: nothing. */
const ClientMails = ({ flag }: { flag: Flag }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (flag.clientMails.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {translate(`${T}.flag.client_mails`)}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {flag.clientMails.map((mail) => (
          <Typography component="li" variant="body2" key={mail.to}>
            {translate(`${T}.flag.client_mail_${mail.status}`, {
              to: mail.to,
              date: formatDateTime(mail.at, locale) ?? '',
            })}
          </Typography>
        ))}
      </Box>
    </Box>
  );
};

const FlagPage = () => {
  const flag = useRecordContext<Flag>();
  const { refetch } = useShowContext<Flag>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const reason = useReason();
  const { canAccess: canWrite = false } = useCanAccess({ resource: 'atRisk', action: 'edit' });
  if (!flag) return null;
  const open = flag.closedAt === null;
  return (
    <Stack spacing={2} sx={{ py: 2, maxWidth: 960 }}>
      <SectionCard
        title={`${T}.flag.title`}
        action={
          canWrite && open ? <CloseFlagButton flagId={String(flag.id)} onClosed={refetch} /> : null
        }
      >
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
          {ruleName(translate, flag.rule)}
        </Typography>
        <Typography sx={{ mb: 2 }}>{reason(flag)}</Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
            gap: 2,
            m: 0,
            mb: 2,
          }}
        >
          <Fact label="learner">
            <MuiLink component={Link} to={atRiskLinks.student(flag.studentId)}>
              {personName(flag)}
            </MuiLink>
          </Fact>
          <Fact label="group">
            <MuiLink component={Link} to={atRiskLinks.group(flag.groupId)}>
              {flag.groupName}
            </MuiLink>
          </Fact>
          <Fact label="client">{flag.companyName}</Fact>
          <Fact label="trainers">
            {flag.trainers.length > 0 ? flag.trainers.join(', ') : translate(`${T}.no_trainer`)}
          </Fact>
          <Fact label="raised">{formatDate(flag.raisedAt, locale)}</Fact>
          <Fact label="state">
            <StateChip flag={flag} />
          </Fact>
        </Box>
        <Closing flag={flag} />
        <ClientMails flag={flag} />
      </SectionCard>
      <SectionCard title={`${T}.actions.title`}>
        <ActionList actions={flag.actions} />
        {canWrite && <ActionForm flagId={String(flag.id)} onAdded={refetch} />}
      </SectionCard>
    </Stack>
  );
};

/** A flag's page (/atRisk/{id}/show, GET /atrisk/{id}): why, who, what was done, and Close. */
const AtRiskShow = () => (
  <Show resource="atRisk" actions={false} component="div">
    <FlagPage />
  </Show>
);

export default AtRiskShow;
