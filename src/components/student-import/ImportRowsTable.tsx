import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import PersonIcon from '@mui/icons-material/Person';
import {
  Box,
  Chip,
  type ChipProps,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { type ReactElement, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ImportReport, ImportRow } from '../../../domain/entities/student-import';
import { TranslatedPagination } from '../TranslatedPagination';

export const u = (key: string) => `app.student_import_ui.${key}`;

const PER_PAGE = 50;

type Status = ImportRow['status'];

/** Each status by its icon and word, never by its colour alone. */
export const STATUS_LOOK: Record<Status, { color: ChipProps['color']; icon: ReactElement }> = {
  new: { color: 'success', icon: <AddCircleOutlineIcon /> },
  existing: { color: 'default', icon: <PersonIcon /> },
  error: { color: 'error', icon: <ErrorOutlineIcon /> },
};

export const StatusChip = ({ status, label }: { status: Status; label: string }) => (
  <Chip
    size="small"
    variant="outlined"
    color={STATUS_LOOK[status].color}
    icon={STATUS_LOOK[status].icon}
    label={label}
  />
);

// Errors first, then by line: what needs fixing is on the first page.
const errorsFirst = (a: ImportRow, b: ImportRow) =>
  Number(b.status === 'error') - Number(a.status === 'error') || a.line - b.line;

/** The dry run's rows, 50 a page (a file holds up to 10,000), in a box that scrolls on a phone. */
export const ImportRowsTable = ({ rows }: { rows: ImportReport['rows'] }) => {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const sorted = useMemo(() => [...rows].sort(errorsFirst), [rows]);
  const shown = sorted.slice(page * PER_PAGE, (page + 1) * PER_PAGE);
  const field = (name: string) => translate(`resources.students.fields.${name}`, { _: name });

  return (
    <>
      {/* Focusable, so the rows scroll by keyboard too on a narrow screen. */}
      <Box
        role="region"
        aria-label={translate(u('caption'))}
        tabIndex={0}
        sx={{ overflowX: 'auto', position: 'relative' }}
      >
        <Table size="small">
          <Box component="caption" sx={visuallyHidden}>
            {translate(u('caption'))}
          </Box>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{translate(u('columns.line'))}</TableCell>
              <TableCell scope="col">{translate(u('columns.status'))}</TableCell>
              <TableCell scope="col">{field('name')}</TableCell>
              <TableCell scope="col">{field('firstname')}</TableCell>
              <TableCell scope="col">{field('email')}</TableCell>
              <TableCell scope="col">{translate(u('columns.reasons'))}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.line}>
                <TableCell component="th" scope="row">
                  {row.line}
                </TableCell>
                <TableCell>
                  <StatusChip status={row.status} label={translate(u(`status.${row.status}`))} />
                </TableCell>
                <TableCell>{row.values.name}</TableCell>
                <TableCell>{row.values.firstname}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{row.values.email}</TableCell>
                <TableCell>
                  {Object.entries(row.errors ?? {}).map(([name, key]) => (
                    <Box key={name}>{`${field(name)}: ${translate(key, { _: key })}`}</Box>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {sorted.length > PER_PAGE && (
        <TranslatedPagination
          count={sorted.length}
          page={page}
          perPage={PER_PAGE}
          onPageChange={setPage}
        />
      )}
    </>
  );
};
