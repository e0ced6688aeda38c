import DeleteIcon from '@mui/icons-material/PersonRemove';
import { Box, Button, ListItem, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { GroupLearner } from '../../../dataProvider/groups';
import { HOURS_STEP } from '../../../domain/entities/group';
import { personName } from '../../../domain/rules/person-name';
import { StaleRecordAlert } from '../../../src/save/StaleRecordAlert';
import { useSave } from '../../../src/save/use-save';
import { type ChipFlag, FlagChips } from '../../at-risk/FlagChips';
import { m, useGroupRefresh } from './group-write';

/** What a Teacher reads of a learner's place: planned hours and comment. */
const LearnerPlace = ({ learner }: { learner: GroupLearner }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ flex: '2 1 14rem' }}>
      <Typography variant="body2">
        {translate(m('planned_hours'))}: {learner.plannedHours ?? translate(m('planned_help'))}
      </Typography>
      {learner.comment && (
        <Typography variant="body2" color="text.secondary">
          {translate(m('comment'))}: {learner.comment}
        </Typography>
      )}
    </Box>
  );
};

/**
 * One learner: name, e-mail, her open at-risk flags, planned hours and comment (editable, saved
 * with the updatedAt read), remove with confirmation.
 */
export const LearnerItem = ({
  groupId,
  learner,
  canWrite,
  flags = [],
}: {
  groupId: string;
  learner: GroupLearner;
  canWrite: boolean;
  /** Her open at-risk flags in the group. */
  flags?: ChipFlag[];
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { changed, reload } = useGroupRefresh();
  const save = useSave({ reload });
  const removal = useSave();
  const [hours, setHours] = useState(
    learner.plannedHours === null ? '' : String(learner.plannedHours),
  );
  const [comment, setComment] = useState(learner.comment ?? '');
  const [confirming, setConfirming] = useState(false);
  const name = personName(learner);
  const id = useId();
  const hoursError = save.fieldErrors['user.plannedHours'];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const plannedHours = hours.trim() === '' ? null : Number(hours);
    return save.run(
      () =>
        dataProvider.updateGroupUser(groupId, learner.id, {
          plannedHours,
          comment,
          ...(learner.updatedAt ? { updatedAt: learner.updatedAt } : {}),
        }),
      { success: () => ({ message: m('saved'), args: { name } }), onSuccess: changed },
    );
  };

  const remove = () =>
    removal.run(() => dataProvider.removeGroupUser(groupId, learner.id), {
      success: m('removed'),
      onSuccess: () => {
        setConfirming(false);
        return changed();
      },
      onFailure: () => setConfirming(false),
    });

  return (
    <ListItem divider sx={{ display: 'block', px: 0 }} aria-labelledby={`${id}-name`}>
      <Stack
        component={canWrite ? 'form' : 'div'}
        onSubmit={canWrite ? submit : undefined}
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      >
        <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
          <Typography id={`${id}-name`} sx={{ fontWeight: 500 }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {learner.email}
          </Typography>
          <FlagChips flags={flags} />
        </Box>
        {canWrite ? (
          <>
            <TextField
              label={translate(m('planned_hours'))}
              type="number"
              size="small"
              value={hours}
              onChange={(e) => setHours(e.target.value)}
              slotProps={{ htmlInput: { min: 0, step: HOURS_STEP } }}
              error={Boolean(hoursError)}
              helperText={
                hoursError ? translate(hoursError, { _: hoursError }) : translate(m('planned_help'))
              }
              sx={{ flex: '0 1 10rem' }}
            />
            <TextField
              label={translate(m('comment'))}
              size="small"
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              multiline
              maxRows={4}
              helperText=" "
              sx={{ flex: '2 1 14rem' }}
            />
            <Stack direction="row" spacing={1} sx={{ pb: 2.5 }}>
              <Button
                type="submit"
                variant="outlined"
                size="small"
                disabled={save.saving}
                aria-label={translate(m('save_of'), { name })}
              >
                {translate(m('save'))}
              </Button>
              <Button
                color="error"
                size="small"
                startIcon={<DeleteIcon />}
                onClick={() => setConfirming(true)}
                aria-label={translate(m('remove_of'), { name })}
              >
                {translate(m('remove'))}
              </Button>
            </Stack>
          </>
        ) : (
          <LearnerPlace learner={learner} />
        )}
      </Stack>
      <StaleRecordAlert save={save} />
      <Confirm
        isOpen={confirming}
        loading={removal.saving}
        title={translate(m('remove_title'), { name })}
        content={m('remove_content')}
        confirm={m('remove')}
        cancel={m('cancel')}
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </ListItem>
  );
};
