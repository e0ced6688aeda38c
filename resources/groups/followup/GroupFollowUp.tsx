import EventNoteIcon from '@mui/icons-material/EventNote';
import HandshakeIcon from '@mui/icons-material/Handshake';
import PrintIcon from '@mui/icons-material/Print';
import SchoolIcon from '@mui/icons-material/School';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  FormGroup,
  GlobalStyles,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useLocale, useTranslate } from 'react-admin';
import type { GroupResultsMethods, LearnerDocumentKind } from '../../../dataProvider/group-results';
import type { FollowUp, FollowUpLearner } from '../../../domain/entities/group-results';
import { formatDate } from '../../../domain/rules/dates';
import { formatFigure } from '../../../domain/rules/figures';
import { personName } from '../../../domain/rules/person-name';
import { DownloadButton } from '../../../src/components/DownloadButton';
import { useSave } from '../../../src/save/use-save';
import type { GroupTabProps } from '../group-tabs';
import { QueryState } from '../QueryState';
import { EvidencePack } from './EvidencePack';
import { GroupChecklist } from './GroupChecklist';
import { IssuedDocuments } from './IssuedDocuments';

/**
 * A learner's documents in the group, each a button: convocation, attestation, certificate, and her
 * contract when she pays personally.
 */
const DOCUMENTS: { kind: LearnerDocumentKind; icon: ReactNode }[] = [
  { kind: 'convocation', icon: <EventNoteIcon /> },
  { kind: 'attestation', icon: <SchoolIcon /> },
  { kind: 'certificate', icon: <WorkspacePremiumIcon /> },
  { kind: 'contract', icon: <HandshakeIcon /> },
];

type Provider = ReturnType<typeof useDataProvider> & GroupResultsMethods;

/** On paper: no menu, top bar, tabs or buttons; cards do not split across pages. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '.MuiAppBar-root, .RaSidebar-root, .RaSidebar-fixed, .MuiDrawer-root, [role="tablist"], .MuiTabs-root, .no-print, .MuiTabScrollButton-root':
          { display: 'none !important' },
        '.RaLayout-content, .RaLayout-appFrame, main': {
          margin: '0 !important',
          padding: '0 !important',
        },
        '.followup-card': { breakInside: 'avoid', boxShadow: 'none !important' },
        body: { background: '#fff !important', color: '#000 !important' },
      },
    }}
  />
);

const followUpKey = (groupId: string) => ['groupFollowUp', groupId];

const LearnerCard = ({
  groupId,
  learner,
  data,
}: {
  groupId: string;
  learner: FollowUpLearner;
  data: FollowUp;
}) => {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) =>
    translate(`app.group_results.followup.${key}`, args);
  const dataProvider = useDataProvider<Provider>();
  const queryClient = useQueryClient();
  const who = personName(learner);
  const save = useSave();
  const toggle = (objectiveId: string, checked: boolean) => {
    const next = data.objectives
      .map((o) => o._id)
      .filter((id) => (id === objectiveId ? checked : learner.objectivesReached.includes(id)));
    return save.run(() => dataProvider.saveFollowUp(groupId, learner.studentId, next), {
      success: () => ({ message: 'app.group_results.followup.saved', args: { learner: who } }),
      onSuccess: (saved) =>
        queryClient.setQueryData<FollowUp>(followUpKey(groupId), (old) =>
          old
            ? {
                ...old,
                learners: old.learners.map((l) => (l.studentId === saved.studentId ? saved : l)),
              }
            : old,
        ),
    });
  };
  const locale = useLocale();
  const hours = (value: number | null) =>
    value === null
      ? t('unknown')
      : t('hours', {
          hours: formatFigure(value, locale),
        });
  const headingId = `followup-${learner.studentId}`;
  const figures: [string, string][] = [
    [
      t('planned'),
      learner.plannedFromGroup
        ? `${hours(learner.plannedHours)} (${t('planned_group')})`
        : hours(learner.plannedHours),
    ],
    [t('elearning'), hours(learner.elearningHours)],
    [t('presential'), hours(learner.presentialHours)],
    [t('done'), hours(learner.doneHours)],
    [t('remaining'), hours(learner.remainingHours)],
  ];
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      className="followup-card"
      variant="outlined"
      sx={{ mb: 2 }}
    >
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ mb: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography id={headingId} variant="h6" component="h3">
            {who}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {DOCUMENTS.filter(({ kind }) => kind !== 'contract' || learner.paysPersonally).map(
              ({ kind, icon }) => (
                <DownloadButton
                  key={kind}
                  className="no-print"
                  size="small"
                  label={`app.group_results.followup.${kind}`}
                  aria-label={t(`${kind}_of`, { learner: who })}
                  fetch={() => dataProvider.learnerDocument(kind, groupId, learner.studentId)}
                  fileName={`${kind}.pdf`}
                  icon={icon}
                />
              ),
            )}
          </Stack>
        </Stack>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, 1fr)' },
            gap: 1,
            m: 0,
            '& dd': { m: 0, fontWeight: 600 },
          }}
        >
          {figures.map(([label, value]) => (
            <Box key={label}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2">
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="subtitle2" component="h4" sx={{ mt: 2 }}>
          {t('objectives')}
        </Typography>
        {data.objectives.length === 0 ? (
          <Typography variant="body2">{t('no_objectives')}</Typography>
        ) : (
          <FormGroup aria-busy={save.saving}>
            {data.objectives.map((o) => (
              <FormControlLabel
                key={o._id}
                control={
                  <Checkbox
                    checked={learner.objectivesReached.includes(o._id)}
                    disabled={save.saving}
                    onChange={(e) => toggle(o._id, e.target.checked)}
                    slotProps={{
                      input: {
                        'aria-label': t('objective_label', { objective: o.name, learner: who }),
                      },
                    }}
                  />
                }
                label={o.name}
              />
            ))}
          </FormGroup>
        )}
        <Typography variant="subtitle2" component="h4" sx={{ mt: 2 }}>
          {t('comment')}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {learner.comment.trim() || t('no_comment')}
        </Typography>
      </CardContent>
    </Card>
  );
};

/** The training follow-up of a group (/company/groups/{id}/trainingfollowup), printable. */
export const GroupFollowUp = ({ groupId }: GroupTabProps) => {
  const translate = useTranslate();
  const locale = useLocale();
  const t = (key: string, args?: Record<string, unknown>) =>
    translate(`app.group_results.followup.${key}`, args);
  const dataProvider = useDataProvider<Provider>();
  const { data, error, isPending } = useQuery({
    queryKey: followUpKey(groupId),
    queryFn: () => dataProvider.groupFollowUp(groupId),
  });
  if (isPending || error || !data) return <QueryState pending={isPending} error={error} />;
  const date = (d: string | null) => formatDate(d, locale) ?? '…';
  return (
    <Box>
      {printStyles}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h6" component="h3">
          {t('title')} — {data.groupName}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {(['pdf', 'docx'] as const).map((format) => (
            <DownloadButton
              key={format}
              className="no-print"
              size="small"
              label={`app.group_results.followup.agreement_${format}`}
              fetch={() => dataProvider.groupAgreement(groupId, format)}
              fileName={`agreement.${format}`}
              icon={<HandshakeIcon />}
            />
          ))}
          <Button
            className="no-print"
            variant="outlined"
            size="small"
            startIcon={<PrintIcon />}
            onClick={() => window.print()}
          >
            {t('print')}
          </Button>
        </Stack>
      </Stack>
      <Typography variant="body2">
        {data.companyName} · {t('dates')}:{' '}
        {translate('app.group_results.doc.from_to', {
          begin: date(data.beginDate),
          end: date(data.endDate),
        })}{' '}
        · {t('duration')}:{' '}
        {t('hours', {
          hours: formatFigure(data.durationHours, locale, 2),
        })}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('trainers')}: {data.trainers.join(', ') || '—'}
      </Typography>
      {!data.presentialAvailable && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('presential_later')}
        </Alert>
      )}
      {data.learners.length === 0 ? (
        <Alert severity="info">{t('no_learners')}</Alert>
      ) : (
        data.learners.map((learner) => (
          <LearnerCard key={learner.studentId} groupId={groupId} learner={learner} data={data} />
        ))
      )}
      <GroupChecklist groupId={groupId} />
      <IssuedDocuments groupId={groupId} learners={data.learners} />
      <EvidencePack groupId={groupId} />
    </Box>
  );
};

export default GroupFollowUp;
