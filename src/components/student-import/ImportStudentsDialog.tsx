import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import {
  IMPORT_STATUSES,
  type ImportMapping,
  type ImportReport,
  type ImportResult,
} from '../../../domain/entities/student-import';
import { readFailure } from '../../save/read-failure';
import { useSave } from '../../save/use-save';
import { DialogActionsBusy } from '../DialogActionsBusy';
import { ImportMappingFields } from './ImportMappingFields';
import { ImportRowsTable, StatusChip, u } from './ImportRowsTable';

const ACCEPT =
  '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The report a refused import (400) answers beside its message, when it is one. */
const reportOf = (error: unknown): ImportReport | undefined => {
  const body = (error as { body?: Partial<ImportReport> } | null)?.body;
  return body && Array.isArray(body.rows) && body.counts ? (body as ImportReport) : undefined;
};

/**
 * Learners imported from an xlsx or csv file: the file checked (a dry run), its columns mapped,
 * each row shown new, known or refused, then all imported in one go, into `group` when given.
 */
export const ImportStudentsDialog = ({
  group,
  onClose,
}: {
  /** The group the learners join (and whose client they get). */
  group?: string;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const save = useSave();
  const titleId = useId();
  const fileNameId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  // The mapping chosen here; until then the server guesses it from the headers.
  const [mapping, setMapping] = useState<ImportMapping | undefined>();
  const [report, setReport] = useState<ImportReport | null>(null);
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const formOf = (chosen: File, chosenMapping: ImportMapping | undefined) => {
    const form = new FormData();
    form.append('file', chosen, chosen.name);
    if (chosenMapping) form.append('mapping', JSON.stringify(chosenMapping));
    if (group) form.append('group', group);
    return form;
  };

  const check = async (chosen: File, chosenMapping: ImportMapping | undefined) => {
    setChecking(true);
    setFailure(null);
    try {
      setReport(await dataProvider.checkImport(formOf(chosen, chosenMapping)));
    } catch (error) {
      setReport(null);
      setFailure(readFailure(error).message);
    } finally {
      setChecking(false);
    }
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setMapping(undefined);
    void check(chosen, undefined);
  };

  const remap = (next: ImportMapping) => {
    if (!file) return;
    setMapping(next);
    void check(file, next);
  };

  const toImport = report ? report.counts.new + report.counts.existing : 0;
  const refused = report ? report.counts.error : 0;

  const confirm = () => {
    if (!file) return;
    void save.run(
      async () => {
        try {
          return await dataProvider.importStudents(formOf(file, mapping));
        } catch (error) {
          // A refused import answers the dry run again: its rows show why.
          const again = reportOf(error);
          if (again) setReport(again);
          throw error;
        }
      },
      {
        success: (result: ImportResult) => ({
          message: u('done'),
          args: {
            created: result.created,
            existing: result.existing,
            added: result.addedToGroup,
          },
        }),
        onSuccess: () => {
          refresh();
          onClose();
        },
      },
    );
  };

  const busy = checking || save.saving;

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>{translate(u(group ? 'title_group' : 'title'))}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">{translate(u('intro'))}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems="flex-start">
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              disabled={busy}
              aria-describedby={fileNameId}
              onClick={() => fileInput.current?.click()}
            >
              {translate(u('choose'))}
            </Button>
            {/* Reached through the button above: a file input is hard to style and to name. */}
            <input
              ref={fileInput}
              type="file"
              accept={ACCEPT}
              aria-label={translate(u('file'))}
              tabIndex={-1}
              hidden
              onChange={(event) => {
                choose(event.target.files?.[0]);
                // The same name chosen again (a corrected file) is a change too.
                event.target.value = '';
              }}
            />
            <Typography
              id={fileNameId}
              variant="body2"
              sx={{ alignSelf: 'center', wordBreak: 'break-all' }}
            >
              {file ? translate(u('chosen'), { name: file.name }) : translate(u('none_chosen'))}
            </Typography>
          </Stack>
          <Box role="status" aria-live="polite">
            {checking && (
              <>
                <Typography variant="body2">{translate(u('checking'))}</Typography>
                <LinearProgress aria-label={translate(u('checking'))} />
              </>
            )}
          </Box>
          {failure && <Alert severity="error">{translate(failure, { _: failure })}</Alert>}
          {report && file && (
            <>
              <ImportMappingFields
                columns={report.columns}
                mapping={report.mapping}
                disabled={busy}
                onChange={remap}
              />
              <Typography component="h3" variant="subtitle1">
                {translate(u('report'))}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
                {IMPORT_STATUSES.map((status) => (
                  <StatusChip
                    key={status}
                    status={status}
                    label={translate(u(`counts.${status}`), {
                      smart_count: report.counts[status],
                    })}
                  />
                ))}
              </Stack>
              {refused > 0 && <Alert severity="warning">{translate(u('has_errors'))}</Alert>}
              <ImportRowsTable key={report.rows.length} rows={report.rows} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActionsBusy
        label={u('confirm')}
        labelArgs={{ smart_count: toImport }}
        busyLabel={u('importing')}
        busy={save.saving}
        disabled={!report || checking || refused > 0 || toImport === 0}
        onCancel={onClose}
        onConfirm={confirm}
      />
    </Dialog>
  );
};

export default ImportStudentsDialog;
