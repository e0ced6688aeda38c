import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  List,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  type RaRecord,
  useCanAccess,
  useDataProvider,
  useGetList,
  useGetOne,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { AtRiskFlag } from '../../../domain/entities/at-risk';
import { ImportStudentsButton } from '../../../src/components/student-import/ImportStudentsButton';
import { readFailure } from '../../../src/save/read-failure';
import type { GroupTabProps } from '../group-tabs';
import { AddLearners } from './AddLearners';
import { CreateStudent } from './CreateStudent';
import { type Group, m } from './group-write';
import { LearnerItem } from './LearnerItem';
import { Trainers } from './Trainers';

/** The open flags read for a group: the API's largest page, three rules for each learner of a large group. */
const FLAGS_SHOWN = 1000;

/**
 * The Learners tab (manage): the group's learners with their open at-risk flags, planned hours and comment, added from
 * the client's students or created on the spot, removed with confirmation; the trainers. A Teacher
 * reads it all, with no write control.
 */
export const GroupManage = ({ groupId }: GroupTabProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess: canWrite = false } = useCanAccess({ resource: 'groups', action: 'edit' });
  const { data: group } = useGetOne<Group>('groups', { id: groupId });
  const learners = useQuery({
    queryKey: ['groups', groupId, 'learners'],
    queryFn: () => dataProvider.groupLearners(groupId),
  });
  // Her open at-risk flags in this group, for those who read the flags (a Teacher: her groups').
  const { canAccess: canReadFlags = false } = useCanAccess({ resource: 'atRisk', action: 'list' });
  const { data: flags } = useGetList<AtRiskFlag & RaRecord>(
    'atRisk',
    {
      filter: { groupId, open: true },
      sort: { field: 'raisedAt', order: 'DESC' },
      pagination: { page: 1, perPage: FLAGS_SHOWN },
    },
    { enabled: canReadFlags },
  );
  const flagsOf = (studentId: string) => (flags ?? []).filter((f) => f.studentId === studentId);
  const loadError = learners.error ? readFailure(learners.error).message : undefined;

  return (
    <Stack spacing={2}>
      {!canWrite && <Alert severity="info">{translate(m('read_only'))}</Alert>}
      <Card variant="outlined" component="section" aria-labelledby="group-learners">
        <CardContent>
          <Typography id="group-learners" variant="h6" component="h2" gutterBottom>
            {translate(m('learners'))}
            {learners.data ? ` (${learners.data.length})` : ''}
          </Typography>
          {canWrite && group && (
            <Stack spacing={1.5} sx={{ mb: 1 }}>
              <AddLearners group={group} />
              <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
                <CreateStudent group={group} />
                <ImportStudentsButton group={String(group.id)} variant="outlined" />
              </Stack>
            </Stack>
          )}
          {learners.isPending && (
            <Box role="status" sx={{ p: 2 }}>
              <CircularProgress size={24} aria-label={translate('app.shell.loading')} />
            </Box>
          )}
          {loadError && <Alert severity="error">{translate(loadError, { _: loadError })}</Alert>}
          {learners.data?.length === 0 && (
            <Typography color="text.secondary" sx={{ py: 1 }}>
              {translate(m('none'))}
            </Typography>
          )}
          <List aria-labelledby="group-learners" disablePadding>
            {learners.data?.map((learner) => (
              <LearnerItem
                // A learner saved (here or elsewhere) and read again starts afresh from what was saved.
                key={`${learner.id}-${learner.updatedAt}-${learner.plannedHours}-${learner.comment}`}
                groupId={groupId}
                learner={learner}
                canWrite={canWrite}
                flags={flagsOf(String(learner.id))}
              />
            ))}
          </List>
        </CardContent>
      </Card>
      {group && <Trainers group={group} canWrite={canWrite} />}
    </Stack>
  );
};

export default GroupManage;
