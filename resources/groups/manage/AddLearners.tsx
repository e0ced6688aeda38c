import { Autocomplete, Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { type RaRecord, useGetList, useTranslate } from 'react-admin';
import { personName } from '../../../domain/rules/person-name';
import { StaleRecordAlert } from '../../../src/save/StaleRecordAlert';
import { type Group, m, useGroupWrite } from './group-write';

/** Adds students of the client (GET /student filtered by company) to the group. */
export const AddLearners = ({ group }: { group: Group }) => {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<RaRecord[]>([]);
  const { save, put, write } = useGroupWrite(group);
  const { data = [], isPending } = useGetList('students', {
    filter: { company: group.companyId, ...(search.trim() ? { q: search.trim() } : {}) },
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'name', order: 'ASC' },
  });
  const options = data.filter((s) => !group.listIdUsers.includes(String(s.id)));
  const add = () =>
    write(() => put({ listIdUsers: [...group.listIdUsers, ...chosen.map((s) => String(s.id))] }), {
      success: m('added'),
      onSuccess: () => setChosen([]),
    });
  return (
    <>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Autocomplete
          multiple
          filterSelectedOptions
          options={options}
          value={chosen}
          loading={isPending}
          filterOptions={(x) => x}
          onChange={(_, value) => setChosen(value)}
          onInputChange={(_, value, reason) => {
            if (reason === 'input') setSearch(value);
          }}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          getOptionLabel={(s) =>
            `${personName(s as { name: string; firstname: string })} (${s.email})`
          }
          sx={{ flex: '1 1 18rem', minWidth: 0 }}
          renderInput={(params) => (
            <TextField {...params} label={translate(m('add_label'))} size="small" />
          )}
        />
        <Button variant="contained" onClick={add} disabled={save.saving || chosen.length === 0}>
          {translate(m('add'))}
        </Button>
      </Stack>
      <StaleRecordAlert save={save} />
    </>
  );
};
