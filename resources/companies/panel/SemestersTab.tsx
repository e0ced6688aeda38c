import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  LinearProgress,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { Confirm, useDataProvider, useGetList, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { SemesterEntry, SemesterEntryInput } from '../../../domain/entities/company-panel';
import {
  type CatalogueSemester,
  canAddSemesterEntry,
  NO_SEMESTER_CONTENT,
  offeredSemesters,
  splitMinutes,
} from '../../../domain/rules/company-panel';
import { formatDate } from '../../../domain/rules/dates';
import { personName } from '../../../domain/rules/person-name';
import { StaleRecordAlert } from '../../../src/save/StaleRecordAlert';
import { useSave } from '../../../src/save/use-save';
import { FieldRows } from './FieldRows';
import { SemesterEntryForm } from './SemesterEntryForm';
import type { PanelTabProps } from './types';

/** A saved entry as PUT /companyData/semesters/{id} takes it back (hours in minutes, as stored). */
const toInput = (entry: SemesterEntry): SemesterEntryInput => ({
  _id: entry._id,
  semester: entry.semester,
  elearningHours: entry.elearningHours,
  presentialGroups: entry.presentialGroups,
  presentialHours: entry.presentialHours,
  needFormer: entry.needFormer,
  beginDate: entry.beginDate,
  endDate: entry.endDate,
  referents: entry.referents,
});

const byBegin = (a: SemesterEntry, b: SemesterEntry) =>
  a.beginDate.localeCompare(b.beginDate) || a.semesterValue - b.semesterValue;

type CatalogueRecord = CatalogueSemester & { id: string };

/** Stored minutes shown as hours and minutes: "12 h 30", "12 h". */
export const useHoursText = () => {
  const translate = useTranslate();
  return (minutes: number) => {
    const split = splitMinutes(minutes);
    return split.minutes === 0
      ? translate('app.panel_semesters.hours_only', { hours: split.hours })
      : translate('app.panel_semesters.hours_minutes', {
          hours: split.hours,
          minutes: String(split.minutes).padStart(2, '0'),
        });
  };
};

/**
 * The panel's Semesters tab: the client's semester entries, their add and edit form, removal and
 * the move to the next semester. Every write sends the whole list with the panel's updatedAt.
 */
export const SemestersTab = ({ companyId, data, canWrite, onSaved }: PanelTabProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const hoursText = useHoursText();
  const [editing, setEditing] = useState<string | undefined>();
  const [removing, setRemoving] = useState<SemesterEntry | undefined>();
  const [moving, setMoving] = useState(false);
  // Reload of a stale write reads the panel again, then closes the entry form it replaces.
  const save = useSave({
    reload: async () => {
      onSaved(await dataProvider.getCompanyData(companyId));
      setEditing(undefined);
    },
  });
  const { saving } = save;

  const { data: records, isPending } = useGetList<CatalogueRecord>('semesters', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'begin', order: 'ASC' },
  });
  const catalogue = useMemo<CatalogueSemester[]>(
    () =>
      (records ?? []).map((r) => ({
        _id: String(r._id ?? r.id),
        value: r.value,
        begin: r.begin,
        end: r.end,
        examType: r.examType,
        schoolTypes: r.schoolTypes ?? [],
      })),
    [records],
  );

  const schoolType = data.adminData?.type ?? null;
  const entries = data.semesters;
  const sorted = [...entries].sort(byBegin);
  const open = sorted.filter((e) => !e.closedAt);
  const [current, next] = open;
  const fitting = catalogue.filter((s) => !schoolType || s.schoolTypes.includes(schoolType));
  const editedEntry = entries.find((e) => e._id === editing);
  const semesterValueOf = (entry: SemesterEntry) =>
    catalogue.find((s) => s._id === entry.semester)?.value ?? entry.semesterValue;

  const write = (list: SemesterEntryInput[], success: string, failure: string): Promise<boolean> =>
    save.run(
      () =>
        dataProvider.putCompanyData('semesters', companyId, {
          semesters: list,
          updatedAt: data.updatedAt,
        }),
      { success, failure, onSuccess: onSaved },
    );

  const add = (input: SemesterEntryInput) =>
    write(
      [...entries.map(toInput), input],
      'app.panel_semesters.added',
      'app.panel_semesters.update_failed',
    );

  const update = async (input: SemesterEntryInput) => {
    const done = await write(
      entries.map((e) => (e._id === input._id ? input : toInput(e))),
      'app.panel_semesters.updated',
      'app.panel_semesters.edit_failed',
    );
    if (done) setEditing(undefined);
    return done;
  };

  const remove = async (entry: SemesterEntry) => {
    const done = await write(
      entries.filter((e) => e._id !== entry._id).map(toInput),
      'app.panel_semesters.removed',
      'app.panel_semesters.delete_failed',
    );
    if (done && editing === entry._id) setEditing(undefined);
    setRemoving(undefined);
  };

  const moveNext = async () => {
    if (!next) return;
    await save.run(() => dataProvider.nextSemester(companyId, data.updatedAt), {
      success: () => ({
        message: 'app.panel_semesters.moved',
        args: { value: semesterValueOf(next) },
      }),
      failure: 'app.panel_semesters.update_failed',
      onSuccess: onSaved,
    });
    setMoving(false);
  };

  const referentNames = (entry: SemesterEntry) =>
    entry.referents
      .map((id) => data.pedagogicData.find((r) => r._id === id))
      .filter((r) => r !== undefined)
      .map((r) => personName(r))
      .join(', ') || translate('app.panel_semesters.no_referents');

  const formProps = {
    entries,
    catalogue,
    schoolType,
    referents: data.pedagogicData,
    saving,
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate('app.panel_semesters.title')}
        </Typography>
        {canWrite && current && next && (
          <Button
            variant="outlined"
            startIcon={<SkipNextIcon />}
            onClick={() => setMoving(true)}
            disabled={saving}
          >
            {translate('app.panel_semesters.next')}
          </Button>
        )}
      </Stack>
      {isPending && <LinearProgress sx={{ my: 1 }} aria-label={translate('ra.page.loading')} />}
      {saving && (
        <LinearProgress sx={{ my: 1 }} aria-label={translate('app.panel_semesters.saving')} />
      )}
      <StaleRecordAlert save={save} />
      {sorted.length === 0 ? (
        <Typography sx={{ my: 2 }}>{translate('app.panel_semesters.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {sorted.map((entry) => {
            const value = semesterValueOf(entry);
            const rows: [string, string][] = [
              [
                'dates',
                `${formatDate(entry.beginDate, locale) ?? entry.beginDate} – ${
                  formatDate(entry.endDate, locale) ?? entry.endDate
                }`,
              ],
              ['elearningHours', hoursText(entry.elearningHours)],
              ['presentialHours', hoursText(entry.presentialHours)],
              ['presentialGroups', String(entry.presentialGroups)],
              [
                'needFormer',
                translate(entry.needFormer ? 'app.panel_semesters.yes' : 'app.panel_semesters.no'),
              ],
              ['referents', referentNames(entry)],
            ];
            return (
              <Box
                component="li"
                key={entry._id}
                sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
              >
                <Stack
                  direction="row"
                  useFlexGap
                  sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
                >
                  <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 600 }}>
                    {translate('app.panel_semesters.semester_label', { value })}
                  </Typography>
                  {entry.closedAt ? (
                    <Chip size="small" label={translate('app.panel_semesters.closed')} />
                  ) : entry._id === current?._id ? (
                    <Chip
                      size="small"
                      color="primary"
                      variant="outlined"
                      label={translate('app.panel_semesters.current')}
                    />
                  ) : null}
                  <Box sx={{ flexGrow: 1 }} />
                  {canWrite && (
                    <span>
                      <Tooltip title={translate('app.panel_semesters.edit', { value })}>
                        <IconButton
                          aria-label={translate('app.panel_semesters.edit', { value })}
                          onClick={() => setEditing(entry._id)}
                        >
                          <EditIcon />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={translate('app.panel_semesters.remove', { value })}>
                        <IconButton
                          aria-label={translate('app.panel_semesters.remove', { value })}
                          onClick={() => setRemoving(entry)}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </Tooltip>
                    </span>
                  )}
                </Stack>
                <FieldRows prefix="app.panel_semesters.fields" rows={rows} />
              </Box>
            );
          })}
        </Box>
      )}
      {canWrite && editedEntry && (
        <SemesterEntryForm
          key={editedEntry._id}
          entry={editedEntry}
          offered={offeredSemesters(catalogue, schoolType, entries, editedEntry._id)}
          onSubmit={update}
          onCancel={() => setEditing(undefined)}
          {...formProps}
        />
      )}
      {canWrite &&
        !editedEntry &&
        !isPending &&
        (fitting.length === 0 ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate(NO_SEMESTER_CONTENT)}
          </Alert>
        ) : canAddSemesterEntry(schoolType, entries) ? (
          <SemesterEntryForm
            offered={offeredSemesters(catalogue, schoolType, entries)}
            onSubmit={add}
            {...formProps}
          />
        ) : (
          <Typography sx={{ mt: 2 }} color="text.secondary">
            {translate('app.panel_semesters.path_one_entry')}
          </Typography>
        ))}
      <Confirm
        isOpen={removing !== undefined}
        loading={saving}
        title="app.panel_semesters.remove_title"
        content="app.panel_semesters.remove_confirm"
        translateOptions={{ value: removing ? semesterValueOf(removing) : '' }}
        onConfirm={() => (removing ? remove(removing) : undefined)}
        onClose={() => setRemoving(undefined)}
      />
      <Confirm
        isOpen={moving}
        loading={saving}
        title="app.panel_semesters.next_title"
        content="app.panel_semesters.next_confirm"
        translateOptions={{
          current: current ? semesterValueOf(current) : '',
          next: next ? semesterValueOf(next) : '',
        }}
        onConfirm={moveNext}
        onClose={() => setMoving(false)}
      />
    </Box>
  );
};
