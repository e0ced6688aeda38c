import DownloadIcon from '@mui/icons-material/FileDownload';
import {
  Alert,
  Button,
  Card,
  CardActions,
  CardContent,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { Form, SelectInput, useTranslate } from 'react-admin';
import { failureMessage, readFailure } from '../../save/read-failure';

export type ExportValues = Record<string, unknown> & { format?: string };

const FORMAT_NAMES: Record<string, string> = {
  xlsx: 'Excel (xlsx)',
  pdf: 'PDF',
  docx: 'Word (docx)',
  zip: 'ZIP',
  json: 'JSON',
};

/**
 * One export of the /exports screen: its title, its filters (react-admin inputs, in a form of their
 * own), a format choice and an Export button; a spinner while the file is made and the API's
 * message when it fails.
 */
export const ExportCard = ({
  title,
  help,
  formats,
  children,
  run,
  defaultValues,
}: {
  /** Translation keys. */
  title: string;
  help: string;
  formats: string[];
  children?: ReactNode;
  run: (values: ExportValues, format: string) => Promise<void>;
  defaultValues?: Record<string, unknown>;
}) => {
  const translate = useTranslate();
  const headingId = useId();
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (values: ExportValues) => {
    setRunning(true);
    setError(null);
    try {
      const { format = formats[0], ...filter } = values;
      await run(filter, format);
    } catch (e) {
      const message = failureMessage(readFailure(e), 'app.exports_screen.failed');
      setError(translate(message, { _: message }));
    } finally {
      setRunning(false);
    }
  };
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <Form onSubmit={submit} defaultValues={{ format: formats[0], ...defaultValues }}>
        <CardContent>
          <Typography id={headingId} component="h3" variant="h6" gutterBottom>
            {translate(title)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(help)}
          </Typography>
          <Stack>
            {children}
            <SelectInput
              source="format"
              label="app.exports_screen.format"
              choices={formats.map((id) => ({ id, name: FORMAT_NAMES[id] ?? id }))}
              translateChoice={false}
              validate={(v: unknown) => (v ? undefined : 'ra.validation.required')}
              readOnly={formats.length === 1}
              fullWidth
            />
          </Stack>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </CardContent>
        <CardActions>
          <Button
            type="submit"
            variant="contained"
            disabled={running}
            aria-busy={running}
            startIcon={running ? <CircularProgress size={16} /> : <DownloadIcon />}
          >
            {translate(running ? 'app.exports_screen.running' : 'app.exports_screen.export')}
          </Button>
        </CardActions>
      </Form>
    </Card>
  );
};
