import LockIcon from '@mui/icons-material/Lock';
import {
  Alert,
  Box,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useId } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { SessionRecord } from '../../../dataProvider/sessions';
import type { SignatureSheet } from '../../../domain/entities/signature';
import { formatIn } from '../../../domain/rules/dates';
import { StaleRecordAlert } from '../../../src/save/StaleRecordAlert';
import { type SaveState, useSave } from '../../../src/save/use-save';
import { readerZone, slotWhen } from '../signatures/slot-time';
import { useSignatureSheet } from '../signatures/use-signature-sheet';
import { type MarkActions, MarkRow } from './MarkRow';
import { t } from './mark-labels';

type Slot = SignatureSheet['slots'][number];

// Below 600 px each row stacks its cells; the header row stays for screen readers only.
const stacked = {
  '@media (max-width: 599.95px)': {
    '& thead tr': visuallyHidden,
    '& tbody tr': { display: 'block', borderBottom: 1, borderColor: 'divider', py: 1 },
    '& tbody th, & tbody td': { display: 'block', border: 0, py: 0.5, textAlign: 'left' },
  },
};

/** One half-day's table; its heading only when the session has several. */
const SlotTable = ({
  session,
  slot,
  students,
  single,
  labelledBy,
  canWrite,
  save,
  onWritten,
  onRefused,
}: {
  session: SessionRecord;
  slot: Slot;
  students: { id: string; name: string }[];
  single: boolean;
  labelledBy: string;
  canWrite: boolean;
  save: SaveState;
  onWritten: (next: SignatureSheet) => unknown;
  onRefused: () => unknown;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const headingId = useId();
  const zone = session.timeZone || 'Europe/Paris';
  const when = slotWhen(slot.start, slot.end, zone, locale);
  const title = translate(t(zone === readerZone() ? 'slot' : 'slot_zone'), { ...when, zone });
  const bounds = {
    start: formatIn(slot.start, zone, 'HH:mm', locale),
    end: formatIn(slot.end, zone, 'HH:mm', locale),
  };
  // A sheet read before the half-day statuses existed has no marks.
  const marks = new Map((slot.marks ?? []).map((m) => [m.student, m]));
  const write = (call: () => Promise<SignatureSheet>, success: string) =>
    save.run(call, { success, onSuccess: onWritten, onFailure: onRefused });
  const actionsOf = (student: string): MarkActions | undefined =>
    canWrite && !slot.locked
      ? {
          busy: save.saving,
          mark: (status, time) =>
            write(
              () => dataProvider.markSlot(session.id, { slot: slot.index, student, status, time }),
              t('saved'),
            ),
          upload: (file) =>
            write(
              () => dataProvider.uploadJustification(session.id, slot.index, student, file),
              t('uploaded'),
            ),
        }
      : undefined;
  return (
    <Stack spacing={1}>
      {!single && (
        <Typography component="h3" variant="subtitle1" id={headingId} sx={{ fontWeight: 500 }}>
          {title}
        </Typography>
      )}
      {slot.locked && (
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <LockIcon fontSize="small" aria-hidden />
          {translate(t('locked_note'))}
        </Typography>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-labelledby={single ? labelledBy : headingId}
          aria-busy={save.saving}
          sx={stacked}
        >
          <TableHead>
            <TableRow>
              <TableCell scope="col" sx={{ width: { sm: '35%' } }}>
                {translate('app.session_read.columns.name')}
              </TableCell>
              <TableCell scope="col">{translate('app.session_read.columns.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {students.map((student) => (
              <MarkRow
                key={student.id}
                student={student}
                who={
                  single
                    ? student.name
                    : translate(t('who_in_slot'), { name: student.name, slot: title })
                }
                mark={marks.get(student.id)}
                bounds={bounds}
                download={() => dataProvider.justification(session.id, slot.index, student.id)}
                actions={actionsOf(student.id)}
              />
            ))}
          </TableBody>
        </Table>
      </Box>
    </Stack>
  );
};

/**
 * Each learner's status in each half-day of the sheet (GET /session/signature/{id}, the same query
 * as the signatures below): saved one at a time, then the session's summary is read again.
 */
export const AttendanceSheet = ({
  session,
  students,
  canWrite,
  headingId,
  onWritten,
}: {
  session: SessionRecord;
  students: { id: string; name: string }[];
  canWrite: boolean;
  /** The section's heading, which names the table of a single half-day. */
  headingId: string;
  /** Reads the session again: its session-wide statuses summarise the half-days. */
  onWritten: () => Promise<unknown>;
}) => {
  const translate = useTranslate();
  const { data: sheet, error, isPending, replace, reload } = useSignatureSheet(session.id);
  const save = useSave({
    reload: () => Promise.all([onWritten(), reload()]),
  });
  const written = (next: SignatureSheet) => {
    replace(next);
    void onWritten();
  };
  const slots = sheet?.slots ?? [];
  const names = new Map(students.map((s) => [s.id, s.name]));
  const registrants = (sheet?.registrants ?? session.registrants).map((id) => ({
    id,
    name: names.get(id) ?? translate(t('unknown_student')),
  }));
  return (
    <Stack spacing={2}>
      <StaleRecordAlert save={save} />
      {isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {error && <Alert severity="error">{translate(t('load_failed'))}</Alert>}
      {slots.map((slot) => (
        <SlotTable
          key={slot.index}
          session={session}
          slot={slot}
          students={registrants}
          single={slots.length === 1}
          labelledBy={headingId}
          canWrite={canWrite}
          save={save}
          onWritten={written}
          // Countersigned or changed meanwhile: show what the sheet is now.
          onRefused={reload}
        />
      ))}
    </Stack>
  );
};
