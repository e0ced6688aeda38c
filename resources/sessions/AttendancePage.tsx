import FactCheckIcon from '@mui/icons-material/FactCheck';
import {
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link, type RaRecord, Title, useDataProvider, useGetMany, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import type { SessionRecord } from '../../dataProvider/sessions';
import { personName } from '../../domain/rules/person-name';
import { REGISTRANT_STATUSES } from '../../domain/rules/session';
import { PageLoading } from '../../src/components/LazyPage';
import { StaleRecordAlert } from '../../src/save/StaleRecordAlert';
import { type SaveState, useSave } from '../../src/save/use-save';
import { StatusChip } from './read/RegistrantsTable';
import { Section } from './read/Section';
import { useSessionAccess } from './read/session-access';
import { SessionReadFailure, useSessionRecord } from './read/session-record';
import { SignatureSheetSection } from './signatures/SignatureSheetSection';

type Status = (typeof REGISTRANT_STATUSES)[number];
const t = (key: string) => `app.attendance.${key}`;

/** One registrant's row: Present, Absent or Late (with the arrival time), saved as chosen. */
const Row = ({
  session,
  student,
  canWrite,
  save,
  onSaved,
}: {
  session: SessionRecord;
  student: { id: string; name: string; email?: string };
  canWrite: boolean;
  save: SaveState;
  onSaved: () => Promise<unknown>;
}) => {
  const translate = useTranslate();
  const entry = session.statuses.find((s) => s.student === student.id);
  const [late, setLate] = useState(entry?.status === 'late');
  const [arrival, setArrival] = useState(entry?.arrival ?? session.localStartTime);
  const dataProvider = useDataProvider<AppDataProvider>();
  const mark = (status: Status | null, time?: string) =>
    save.run(
      () =>
        dataProvider.markAttendance(session.id, {
          student: student.id,
          status,
          arrival: status === 'late' ? time : null,
          updatedAt: session.updatedAt,
        }),
      { success: t('saved'), onSuccess: onSaved },
    );
  const shown = late ? 'late' : (entry?.status ?? null);
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        <Link to={`/student/${student.id}`}>{student.name}</Link>
      </TableCell>
      <TableCell>
        {canWrite ? (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <ToggleButtonGroup
              exclusive
              color="primary"
              size="small"
              value={shown}
              aria-label={translate(t('status_of'), { name: student.name })}
              onChange={(_, value: Status | null) => {
                setLate(value === 'late');
                if (value !== 'late') void mark(value);
              }}
            >
              {REGISTRANT_STATUSES.map((status) => (
                <ToggleButton key={status} value={status} disabled={save.saving}>
                  {translate(`app.sessions.statuses.${status}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {late && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <TextField
                  type="time"
                  size="small"
                  label={translate(t('arrival'))}
                  value={arrival}
                  onChange={(event) => setArrival(event.target.value)}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <Button
                  variant="outlined"
                  disabled={save.saving || !arrival}
                  onClick={() => mark('late', arrival)}
                >
                  {translate(t('save_late'))}
                </Button>
              </Stack>
            )}
          </Stack>
        ) : (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <StatusChip status={entry?.status} />
            {entry?.status === 'late' && entry.arrival && (
              <Typography variant="body2">
                {translate(t('arrived'), { time: entry.arrival })}
              </Typography>
            )}
          </Stack>
        )}
      </TableCell>
    </TableRow>
  );
};

/**
 * /session/appointment/:id: the attendance sheet (spec section 8). Created by the session's trainer
 * or an administrator, not without registrants; from then the registrants are locked and each is
 * marked Present, Absent or Late with the arrival time. A failed or stale save says so.
 */
export const AttendancePage = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: session, isPending, error, refetch } = useSessionRecord(id);
  const { canWrite } = useSessionAccess(session ?? { teacher: '' });
  const { data: students = [] } = useGetMany(
    'students',
    { ids: session?.registrants ?? [] },
    { enabled: Boolean(session) },
  );
  const save = useSave({ reload: refetch });
  const creating = useSave();
  if (isPending) return <PageLoading />;
  if (error || !session) return <SessionReadFailure error={error} />;
  const names = new Map(
    students.map((s: RaRecord) => [String(s.id), { id: String(s.id), name: personName(s) }]),
  );
  const rows = session.registrants.map(
    (student) => names.get(student) ?? { id: student, name: translate(t('unknown_student')) },
  );
  const none = session.registrants.length === 0;
  return (
    <Stack spacing={2} sx={{ mt: 2, minWidth: 0 }}>
      <Title title={translate(t('title'), { title: session.title })} />
      <Link to={`/session/read/${session.id}`}>
        {translate(t('back'), { title: session.title })}
      </Link>
      {!session.appointmentAt ? (
        <Section title={translate(t('sheet'))}>
          <Typography sx={{ mb: 2 }}>
            {translate(none ? 'app.sessions.no_registrants' : t('create_hint'))}
          </Typography>
          {canWrite && (
            <Button
              variant="contained"
              startIcon={<FactCheckIcon />}
              disabled={none || creating.saving}
              onClick={() =>
                creating.run(() => dataProvider.createSheet(session.id), {
                  success: t('created'),
                  onSuccess: () => refetch(),
                })
              }
            >
              {translate(t('create'))}
            </Button>
          )}
        </Section>
      ) : (
        <Section title={translate(t('sheet'))} headingId="attendance-sheet">
          <StaleRecordAlert save={save} />
          <Table size="small" aria-labelledby="attendance-sheet">
            <TableHead>
              <TableRow>
                <TableCell scope="col">{translate('app.session_read.columns.name')}</TableCell>
                <TableCell scope="col">{translate('app.session_read.columns.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((student) => (
                <Row
                  key={`${student.id}-${session.updatedAt}`}
                  session={session}
                  student={student}
                  canWrite={canWrite}
                  save={save}
                  onSaved={refetch}
                />
              ))}
            </TableBody>
          </Table>
        </Section>
      )}
      {session.appointmentAt && (
        <SignatureSheetSection session={session} students={rows} canWrite={canWrite} />
      )}
    </Stack>
  );
};

export default AttendancePage;
