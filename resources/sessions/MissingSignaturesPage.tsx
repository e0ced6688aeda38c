import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useQuery } from '@tanstack/react-query';
import { endOfDay, isValid, startOfDay, subDays } from 'date-fns';
import { useState } from 'react';
import {
  Link,
  type RaRecord,
  Title,
  useDataProvider,
  useGetList,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { MissingSignatureRow } from '../../domain/entities/signature';
import { personName } from '../../domain/rules/person-name';
import { linkOpen } from '../../domain/rules/signature';
import { TranslatedPagination } from '../../src/components/TranslatedPagination';
import { DateLocalization } from '../../src/meta/DatePickerInput';
import { useSave } from '../../src/save/use-save';
import { useSessionWriter } from './read/session-access';
import { readerZone, slotWhen } from './signatures/slot-time';

const t = (key: string) => `app.signature_ui.missing.${key}`;
/** Half-days per page of the list. */
const PER_PAGE = 25;
/** The period shown first: the last 30 days up to now. */
export const DEFAULT_DAYS = 30;

const instant = (date: Date | null, edge: 'start' | 'end') => {
  if (!date || !isValid(date)) return undefined;
  return (edge === 'start' ? startOfDay(date) : endOfDay(date)).toISOString();
};

/** An administrator's choice of trainer; a Teacher sees her own sessions only. */
const TrainerFilter = ({ value, onChange }: { value: string; onChange: (id: string) => void }) => {
  const translate = useTranslate();
  const { data = [] } = useGetList('teachers', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <TextField
      select
      size="small"
      label={translate(t('trainer'))}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth={false}
      sx={{ width: { xs: '100%', sm: 260 } }}
    >
      <MenuItem value="">{translate(t('all_trainers'))}</MenuItem>
      {data.map((teacher: RaRecord) => (
        <MenuItem key={teacher.id} value={String(teacher.id)}>
          {personName(teacher)}
        </MenuItem>
      ))}
    </TextField>
  );
};

const Row = ({
  row,
  canRemind,
  reminding,
  onRemind,
}: {
  row: MissingSignatureRow;
  canRemind: boolean;
  reminding: boolean;
  onRemind: () => void;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const when = slotWhen(row.start, row.end, readerZone(), locale);
  // A learner's link signs only while its slot runs: after it, the sheet is the way.
  const open = linkOpen(
    { index: row.slot, start: new Date(row.start), end: new Date(row.end) },
    new Date(),
  );
  return (
    <TableRow>
      <TableCell>{when.date}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{`${when.from} – ${when.to}`}</TableCell>
      <TableCell component="th" scope="row">
        <Link to={`/session/appointment/${row.session}`}>{row.title}</Link>
      </TableCell>
      <TableCell>{row.teacherName}</TableCell>
      <TableCell>
        {row.missing.length === 0
          ? translate(t('none_missing'))
          : row.missing.map((learner) => learner.name).join(', ')}
      </TableCell>
      <TableCell>{translate(t(row.countersigned ? 'yes' : 'no'))}</TableCell>
      <TableCell>
        {canRemind && row.missing.length > 0 && !open && (
          <Typography variant="body2">{translate(t('slot_over'))}</Typography>
        )}
        {canRemind && row.missing.length > 0 && open && (
          <Button
            variant="outlined"
            size="small"
            disabled={reminding}
            onClick={onRemind}
            aria-label={translate(t('remind_of'), { title: row.title, date: when.date })}
          >
            {translate(t('remind'))}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
};

/**
 * /session/signatures: the half-days already begun that still miss a learner's signature or the
 * trainer's countersignature, in a period (the last 30 days first), with a reminder: fresh
 * signing links mailed to those who have not signed. A Teacher sees her own sessions.
 */
export const MissingSignaturesPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { everyRecord, me, mayWrite } = useSessionWriter();
  const [from, setFrom] = useState<Date | null>(() => subDays(new Date(), DEFAULT_DAYS));
  const [to, setTo] = useState<Date | null>(() => new Date());
  const [trainer, setTrainer] = useState('');
  const [page, setPage] = useState(0);
  const teacher = everyRecord ? trainer || undefined : me;
  const start = instant(from, 'start');
  const end = instant(to, 'end');
  const {
    data: rows,
    isFetching,
    error,
  } = useQuery({
    queryKey: ['sessions', 'missingSignatures', start, end, teacher],
    queryFn: () => dataProvider.missingSignatures({ start, end, teacher }),
    enabled: Boolean(start && end) && (everyRecord || me !== undefined),
  });
  const save = useSave();
  const remind = (row: MissingSignatureRow) =>
    save.run(() => dataProvider.signatureLinks(row.session, row.slot), {
      success: ({ links }) => ({
        message: t('reminded'),
        args: { mailed: links.filter((link) => link.mailed).length, count: links.length },
      }),
    });

  return (
    <Card sx={{ mt: 2, minWidth: 0 }}>
      <Title title={translate(t('title'))} />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="body2">{translate(t('hint'))}</Typography>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
            <DateLocalization>
              <DatePicker
                label={translate(t('from'))}
                value={from}
                onChange={(date) => {
                  setFrom(date);
                  setPage(0);
                }}
                maxDate={to && isValid(to) ? to : undefined}
                slotProps={{ textField: { size: 'small', sx: { width: { xs: '100%', sm: 200 } } } }}
              />
              <DatePicker
                label={translate(t('to'))}
                value={to}
                onChange={(date) => {
                  setTo(date);
                  setPage(0);
                }}
                minDate={from && isValid(from) ? from : undefined}
                slotProps={{ textField: { size: 'small', sx: { width: { xs: '100%', sm: 200 } } } }}
              />
            </DateLocalization>
            {everyRecord && (
              <TrainerFilter
                value={trainer}
                onChange={(id) => {
                  setTrainer(id);
                  setPage(0);
                }}
              />
            )}
          </Stack>
          <Box sx={{ height: 4 }}>
            {isFetching && <LinearProgress aria-label={translate(t('loading'))} />}
          </Box>
          {error && <Alert severity="error">{translate('app.errors.form_load')}</Alert>}
          {rows && rows.length === 0 && <Typography>{translate(t('empty'))}</Typography>}
          {rows && rows.length > 0 && (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={translate(t('title'))}>
                <TableHead>
                  <TableRow>
                    {[
                      'date',
                      'hours',
                      'session',
                      'trainer',
                      'learners',
                      'countersigned',
                      'actions',
                    ].map((column) => (
                      <TableCell key={column} scope="col">
                        {translate(t(column))}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.slice(page * PER_PAGE, (page + 1) * PER_PAGE).map((row) => (
                    <Row
                      key={`${row.session}-${row.slot}`}
                      row={row}
                      canRemind={mayWrite({ teacher: row.teacher })}
                      reminding={save.saving}
                      onRemind={() => remind(row)}
                    />
                  ))}
                </TableBody>
              </Table>
              {rows.length > PER_PAGE && (
                <TranslatedPagination
                  count={rows.length}
                  page={Math.min(page, Math.floor((rows.length - 1) / PER_PAGE))}
                  perPage={PER_PAGE}
                  onPageChange={setPage}
                />
              )}
            </Box>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};

export default MissingSignaturesPage;
