import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import {
  Button,
  Chip,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import {
  Confirm,
  Link,
  type RaRecord,
  useDataProvider,
  useGetMany,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { SessionRecord } from '../../../dataProvider/sessions';
import { personName } from '../../../domain/rules/person-name';
import { StaleRecordAlert } from '../../../src/save/StaleRecordAlert';
import { useSave } from '../../../src/save/use-save';
import { Section } from './Section';
import { m, useSessionAccess } from './session-access';

const STATUS_COLORS = { present: 'success', absent: 'error', late: 'warning' } as const;
type Status = keyof typeof STATUS_COLORS;

// Below 600 px each row stacks its cells; the header row stays for screen readers only.
const stacked = {
  '@media (max-width: 599.95px)': {
    '& thead tr': visuallyHidden,
    '& tbody tr': { display: 'block', borderBottom: 1, borderColor: 'divider', py: 1 },
    '& tbody th, & tbody td': { display: 'block', border: 0, py: 0.5, textAlign: 'left' },
  },
};

export const StatusChip = ({ status }: { status: Status | null | undefined }) => {
  const translate = useTranslate();
  if (!status) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(m('no_status'))}
      </Typography>
    );
  }
  return (
    // Filled: the theme picks a text of 4.5:1 on each colour; an outlined warning reads at 3.1:1.
    <Chip
      size="small"
      color={STATUS_COLORS[status]}
      label={translate(`app.sessions.statuses.${status}`)}
    />
  );
};

/**
 * The registrants: name (to the student's page), e-mail, attendance status; Remove after a
 * confirmation, sent with the updatedAt the session was read at (a stale session says so).
 */
export const RegistrantsTable = ({
  session,
  reload,
}: {
  session: SessionRecord;
  /** Reads the session again. */
  reload: () => Promise<unknown>;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  // Once the attendance sheet exists, the registrants are locked (spec section 8).
  const canWrite = useSessionAccess(session).canWrite && !session.appointmentAt;
  const { data: students = [] } = useGetMany('students', { ids: session.registrants });
  const removal = useSave({ reload });
  const [leaving, setLeaving] = useState<{ id: string; name: string }>();
  const byId = new Map<string, RaRecord>(students.map((s) => [String(s.id), s]));
  const statusOf = new Map(session.statuses.map((s) => [s.student, s.status]));
  // A learner outside a Teacher's groups is not hers to open: the session still names her.
  const nameOf = new Map(session.statuses.map((s) => [s.student, s.name]));
  const headingId = `session-registrants-${session.id}`;

  const remove = () => {
    if (!leaving) return;
    return removal.run(
      () =>
        dataProvider.removeRegistrant(session.id, {
          student: leaving.id,
          updatedAt: session.updatedAt,
        }),
      {
        success: 'app.sessions.registrant_removed',
        onSuccess: () => {
          setLeaving(undefined);
          return reload();
        },
        onFailure: () => setLeaving(undefined),
      },
    );
  };

  return (
    <Section title={translate(m('registrants'))} headingId={headingId}>
      <StaleRecordAlert save={removal} />
      {session.registrants.length === 0 ? (
        <Typography color="text.secondary">{translate(m('no_registrants'))}</Typography>
      ) : (
        <Table size="small" aria-labelledby={headingId} sx={stacked}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{translate(m('columns.name'))}</TableCell>
              <TableCell scope="col">{translate(m('columns.email'))}</TableCell>
              <TableCell scope="col">{translate(m('columns.status'))}</TableCell>
              {canWrite && (
                <TableCell scope="col" align="right">
                  {translate(m('columns.actions'))}
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {session.registrants.map((id) => {
              const student = byId.get(id);
              const name = student
                ? personName(student)
                : (nameOf.get(id) ?? translate(m('unknown_student')));
              return (
                <TableRow key={id}>
                  <TableCell component="th" scope="row">
                    {student ? (
                      <MuiLink component={Link} to={`/student/${id}`}>
                        {name}
                      </MuiLink>
                    ) : (
                      name
                    )}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {student?.email ? (
                      <MuiLink href={`mailto:${student.email}`}>{student.email}</MuiLink>
                    ) : (
                      '–'
                    )}
                  </TableCell>
                  <TableCell>
                    <StatusChip status={statusOf.get(id)} />
                  </TableCell>
                  {canWrite && (
                    <TableCell align="right">
                      <Button
                        color="error"
                        size="small"
                        startIcon={<PersonRemoveIcon />}
                        aria-label={translate(m('remove_of'), { name })}
                        onClick={() => setLeaving({ id, name })}
                      >
                        {translate(m('remove'))}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <Confirm
        isOpen={leaving !== undefined}
        loading={removal.saving}
        title={translate(m('remove_title'), { name: leaving?.name ?? '' })}
        content={m('remove_content')}
        confirm={m('remove')}
        cancel={m('cancel')}
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setLeaving(undefined)}
      />
    </Section>
  );
};
