import LockIcon from '@mui/icons-material/Lock';
import {
  Box,
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { SessionRecord } from '../../../dataProvider/sessions';
import type { Signature, SignatureSheet } from '../../../domain/entities/signature';
import { Section } from '../read/Section';
import { SignatureThumb } from './SignatureThumb';
import { dateTimeIn, readerZone, slotWhen, timeIn } from './slot-time';

type Slot = SignatureSheet['slots'][number];
const t = (key: string) => `app.signature_ui.${key}`;

/** Who may do what on this half-day, and what the buttons call. */
export interface SlotActions {
  canWrite: boolean;
  canReopen: boolean;
  busy: boolean;
  onSign: (slot: number, student: string | null, name: string) => void;
  onLinks: (slot: number) => void;
  onReopen: (slot: number) => void;
}

const SignedCell = ({ signature, zone }: { signature?: Signature; zone: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!signature) return null;
  const time = timeIn(signature.signedAt, zone, locale);
  return (
    <Typography variant="body2">
      {translate(t(`signed_via.${signature.via}`), { time })}
      {signature.staffName && (
        <>
          <br />
          {translate(t('signed_by'), { name: signature.staffName })}
        </>
      )}
    </Typography>
  );
};

/** On a phone the "Signed" and action columns fold under the signature: the table fits, nothing scrolls sideways. */
const usePhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

const SignatureRow = ({
  name,
  signature,
  absence,
  zone,
  button,
}: {
  name: string;
  signature?: Signature;
  /** Marked absent (justified or not) in this half-day: said instead of "Not signed". */
  absence?: 'absent' | 'excused';
  zone: string;
  button?: { label: string; onClick: () => void; disabled: boolean };
}) => {
  const translate = useTranslate();
  const phone = usePhone();
  const action = button && (
    <Button variant="outlined" size="small" disabled={button.disabled} onClick={button.onClick}>
      {button.label}
    </Button>
  );
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {name}
      </TableCell>
      <TableCell>
        {signature ? (
          <>
            <SignatureThumb id={signature.id} alt={translate(t('image_of'), { name })} />
            {phone && <SignedCell signature={signature} zone={zone} />}
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate(absence ? `app.sessions.statuses.${absence}` : t('not_signed'))}
          </Typography>
        )}
        {phone && action && <Box sx={{ mt: 1 }}>{action}</Box>}
      </TableCell>
      {!phone && (
        <TableCell>
          <SignedCell signature={signature} zone={zone} />
        </TableCell>
      )}
      {!phone && <TableCell>{action}</TableCell>}
    </TableRow>
  );
};

/**
 * One half-day of the sheet: each registrant's signature (or "Not signed") and the trainer's
 * countersignature, which locks it; the links to sign remotely; an administrator's reopening.
 */
export const SlotSection = ({
  session,
  slot,
  registrants,
  actions,
}: {
  session: Pick<SessionRecord, 'timeZone'>;
  slot: Slot;
  registrants: { id: string; name: string }[];
  actions: SlotActions;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const phone = usePhone();
  const headingId = useId();
  const zone = session.timeZone || 'Europe/Paris';
  const when = slotWhen(slot.start, slot.end, zone, locale);
  const title = translate(t(zone === readerZone() ? 'slot' : 'slot_zone'), { ...when, zone });
  const byStudent = new Map(slot.signatures.map((s) => [s.student, s]));
  const countersignature = byStudent.get(null);
  const absences = new Map(
    slot.marks.flatMap((m) =>
      m.status === 'absent' || m.status === 'excused' ? [[m.student, m.status] as const] : [],
    ),
  );
  const open = actions.canWrite && !slot.locked;
  const unsigned = registrants.filter((r) => !byStudent.has(r.id));
  // A link signs only until the half-day's end: none is sent for a half-day that is over.
  const over = new Date(slot.end).getTime() <= Date.now();
  return (
    <Section title={title} headingId={headingId}>
      <Stack spacing={1.5}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {slot.locked && (
            <Chip icon={<LockIcon />} color="success" label={translate(t('locked'))} />
          )}
          {open && !over && unsigned.length > 0 && (
            <Button
              variant="outlined"
              disabled={actions.busy}
              onClick={() => actions.onLinks(slot.index)}
            >
              {translate(t('send_links'))}
            </Button>
          )}
          {actions.canReopen && slot.locked && (
            <Button
              variant="outlined"
              disabled={actions.busy}
              onClick={() => actions.onReopen(slot.index)}
            >
              {translate(t('reopen'))}
            </Button>
          )}
        </Stack>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{translate(t('columns.name'))}</TableCell>
                <TableCell scope="col">{translate(t('columns.signature'))}</TableCell>
                {!phone && <TableCell scope="col">{translate(t('columns.via'))}</TableCell>}
                {!phone && <TableCell scope="col">{translate(t('columns.actions'))}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {registrants.map((student) => (
                <SignatureRow
                  key={student.id}
                  name={student.name}
                  signature={byStudent.get(student.id)}
                  absence={absences.get(student.id)}
                  zone={zone}
                  button={
                    open && !byStudent.has(student.id)
                      ? {
                          label: translate(t('sign')),
                          disabled: actions.busy,
                          onClick: () => actions.onSign(slot.index, student.id, student.name),
                        }
                      : undefined
                  }
                />
              ))}
              <SignatureRow
                name={translate(t('trainer_row'))}
                signature={countersignature}
                zone={zone}
                button={
                  open && !countersignature
                    ? {
                        label: translate(t('countersign')),
                        disabled: actions.busy,
                        onClick: () =>
                          actions.onSign(slot.index, null, translate(t('trainer_row'))),
                      }
                    : undefined
                }
              />
            </TableBody>
          </Table>
        </Box>
        {slot.reopenings.length > 0 && (
          <Box>
            <Typography component="h3" variant="subtitle2">
              {translate(t('reopenings'))}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {slot.reopenings.map((reopening) => (
                <Typography component="li" variant="body2" key={reopening.createdAt}>
                  {translate(t('reopening'), {
                    date: dateTimeIn(reopening.createdAt, zone, locale),
                    name: reopening.staffName ?? translate(t('someone')),
                    reason: reopening.reason,
                  })}
                </Typography>
              ))}
            </Box>
          </Box>
        )}
      </Stack>
    </Section>
  );
};
