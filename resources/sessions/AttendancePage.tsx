import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Button, Stack, Typography } from '@mui/material';
import { Link, type RaRecord, Title, useDataProvider, useGetMany, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import { personName } from '../../domain/rules/person-name';
import { PageLoading } from '../../src/components/LazyPage';
import { useSave } from '../../src/save/use-save';
import { AttendanceSheet } from './attendance/AttendanceSheet';
import { t } from './attendance/mark-labels';
import { Section } from './read/Section';
import { useSessionAccess } from './read/session-access';
import { SessionReadFailure, useSessionRecord } from './read/session-record';
import { SignatureSheetSection } from './signatures/SignatureSheetSection';

const HEADING_ID = 'attendance-sheet';

/**
 * /session/appointment/:id: the attendance sheet (spec section 8). Created by the session's trainer
 * or an administrator, not without registrants; from then the registrants are locked and each is
 * marked in each half-day: present, absent, late or left early (with the time), or a justified
 * absence (with its document). A failed or stale save says so.
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
  const creating = useSave();
  if (isPending) return <PageLoading />;
  if (error || !session) return <SessionReadFailure error={error} />;
  const names = new Map(
    students.map((s: RaRecord) => [String(s.id), { id: String(s.id), name: personName(s) }]),
  );
  // A learner outside a Teacher's groups is not hers to open: the session still names her.
  const nameOf = new Map(session.statuses.map((s) => [s.student, s.name]));
  const rows = session.registrants.map(
    (student) =>
      names.get(student) ?? {
        id: student,
        name: nameOf.get(student) ?? translate(t('unknown_student')),
      },
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
        <Section title={translate(t('sheet'))} headingId={HEADING_ID}>
          <AttendanceSheet
            session={session}
            students={rows}
            canWrite={canWrite}
            headingId={HEADING_ID}
            onWritten={refetch}
          />
        </Section>
      )}
      {session.appointmentAt && (
        <SignatureSheetSection session={session} students={rows} canWrite={canWrite} />
      )}
    </Stack>
  );
};

export default AttendancePage;
