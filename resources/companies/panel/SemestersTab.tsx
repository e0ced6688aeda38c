import SkipNextIcon from '@mui/icons-material/SkipNext';
import { Alert, Box, Button, Chip, LinearProgress, Stack, Typography } from '@mui/material';
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
import { EntryCards, useEntryCards } from './EntryCards';
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
      ? translate('app.company_panel.semesters.hours_only', { hours: split.hours })
      : translate('app.company_panel.semesters.hours_minutes', {
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
  const [moving, setMoving] = useState(false);
  const cards = useEntryCards<SemesterEntry>(async () =>
    onSaved(await dataProvider.getCompanyData(companyId)),
  );
  const { save, setEditing } = cards;
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
  // The entry as last read: the form edits what the panel now holds.
  const editedEntry = entries.find((e) => e._id === cards.editing?.entry._id);
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
      'app.company_panel.semesters.added',
      'app.company_panel.semesters.update_failed',
    );

  const update = async (input: SemesterEntryInput) => {
    const done = await write(
      entries.map((e) => (e._id === input._id ? input : toInput(e))),
      'app.company_panel.semesters.updated',
      'app.company_panel.semesters.edit_failed',
    );
    if (done) setEditing(undefined);
    return done;
  };

  const remove = (entry: SemesterEntry) =>
    write(
      entries.filter((e) => e._id !== entry._id).map(toInput),
      'app.company_panel.semesters.removed',
      'app.company_panel.semesters.delete_failed',
    );

  const moveNext = async () => {
    if (!next) return;
    await save.run(() => dataProvider.nextSemester(companyId, data.updatedAt), {
      success: () => ({
        message: 'app.company_panel.semesters.moved',
        args: { value: semesterValueOf(next) },
      }),
      failure: 'app.company_panel.semesters.update_failed',
      onSuccess: onSaved,
    });
    setMoving(false);
  };

  const referentNames = (entry: SemesterEntry) =>
    entry.referents
      .map((id) => data.pedagogicData.find((r) => r._id === id))
      .filter((r) => r !== undefined)
      .map((r) => personName(r))
      .join(', ') || translate('app.company_panel.semesters.no_referents');

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
          {translate('app.company_panel.semesters.title')}
        </Typography>
        {canWrite && current && next && (
          <Button
            variant="outlined"
            startIcon={<SkipNextIcon />}
            onClick={() => setMoving(true)}
            disabled={saving}
          >
            {translate('app.company_panel.semesters.next')}
          </Button>
        )}
      </Stack>
      {isPending && <LinearProgress sx={{ my: 1 }} aria-label={translate('ra.page.loading')} />}
      {saving && (
        <LinearProgress
          sx={{ my: 1 }}
          aria-label={translate('app.company_panel.semesters.saving')}
        />
      )}
      <EntryCards
        entries={sorted}
        cards={cards}
        canWrite={canWrite}
        messages="app.company_panel.semesters"
        level="h4"
        empty="app.company_panel.semesters.none"
        heading={(entry) => {
          const value = semesterValueOf(entry);
          return {
            value,
            text: translate('app.company_panel.semesters.semester_label', { value }),
          };
        }}
        badge={(entry) =>
          entry.closedAt ? (
            <Chip size="small" label={translate('app.company_panel.semesters.closed')} />
          ) : entry._id === current?._id ? (
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              label={translate('app.company_panel.semesters.current')}
            />
          ) : null
        }
        rows={(entry) => [
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
            translate(
              entry.needFormer
                ? 'app.company_panel.semesters.yes'
                : 'app.company_panel.semesters.no',
            ),
          ],
          ['referents', referentNames(entry)],
        ]}
        removeOptions={(entry) => ({ value: semesterValueOf(entry) })}
        onRemove={remove}
      >
        {editedEntry && (
          <SemesterEntryForm
            key={editedEntry._id}
            entry={editedEntry}
            offered={offeredSemesters(catalogue, schoolType, entries, editedEntry._id)}
            onSubmit={update}
            onCancel={() => setEditing(undefined)}
            {...formProps}
          />
        )}
        {!editedEntry &&
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
              {translate('app.company_panel.semesters.path_one_entry')}
            </Typography>
          ))}
      </EntryCards>
      <Confirm
        isOpen={moving}
        loading={saving}
        title="app.company_panel.semesters.next_title"
        content="app.company_panel.semesters.next_confirm"
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
