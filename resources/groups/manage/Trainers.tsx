import CloseIcon from '@mui/icons-material/Close';
import {
  Autocomplete,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { type RaRecord, useGetList, useTranslate } from 'react-admin';
import { teacherLabel } from '../../../domain/entities/teacher';
import { StaleRecordAlert } from '../../../src/save/StaleRecordAlert';
import { type Group, m, useGroupWrite } from './group-write';

/** The group's trainers: removed one by one, added from the trainers (GET /teacher). */
export const Trainers = ({ group, canWrite }: { group: Group; canWrite: boolean }) => {
  const translate = useTranslate();
  const { save, put, write } = useGroupWrite(group);
  const [chosen, setChosen] = useState<RaRecord[]>([]);
  const { data = [], isPending } = useGetList(
    'teachers',
    { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: canWrite },
  );
  const current = group.idTeachers.map((t) => t._id);
  const saveTrainers = (ids: string[]) =>
    write(() => put({ idTeachers: ids }), {
      success: m('trainers_saved'),
      onSuccess: () => setChosen([]),
    });
  return (
    <Card variant="outlined" component="section" aria-labelledby="group-trainers">
      <CardContent>
        <Typography id="group-trainers" variant="h6" component="h2" gutterBottom>
          {translate(m('trainers'))}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mb: canWrite ? 2 : 0 }}>
          {group.idTeachers.length === 0 && (
            <Typography color="text.secondary">{translate(m('no_trainer'))}</Typography>
          )}
          {group.idTeachers.map((t) => (
            <Stack key={t._id} direction="row" alignItems="center">
              <Chip label={teacherLabel(t)} />
              {canWrite && (
                <IconButton
                  size="small"
                  disabled={save.saving}
                  onClick={() => saveTrainers(current.filter((x) => x !== t._id))}
                  aria-label={translate(m('remove_trainer'), { name: teacherLabel(t) })}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              )}
            </Stack>
          ))}
        </Stack>
        {canWrite && (
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Autocomplete
              multiple
              filterSelectedOptions
              options={data.filter((t) => !current.includes(String(t.id)))}
              value={chosen}
              loading={isPending}
              onChange={(_, value) => setChosen(value)}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              getOptionLabel={(t) =>
                teacherLabel(t as unknown as { name: string; firstname: string })
              }
              sx={{ flex: '1 1 18rem', minWidth: 0 }}
              renderInput={(params) => (
                <TextField {...params} label={translate(m('add_trainers'))} size="small" />
              )}
            />
            <Button
              variant="contained"
              disabled={save.saving || chosen.length === 0}
              onClick={() => saveTrainers([...current, ...chosen.map((t) => String(t.id))])}
            >
              {translate(m('add'))}
            </Button>
          </Stack>
        )}
        <StaleRecordAlert save={save} />
      </CardContent>
    </Card>
  );
};
