import DownloadIcon from '@mui/icons-material/GetApp';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControl,
  InputLabel,
  LinearProgress,
  MenuItem,
  Select,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useLocale, useTranslate } from 'react-admin';
import type { BpfAnswer } from '../../../domain/entities/bpf';
import { bpfPeriod } from '../../../domain/rules/bpf';
import { formatDate } from '../../../domain/rules/dates';
import { saveBlob } from '../../components/ExportXlsxButton';
import { failureMessage, readFailure } from '../../save/read-failure';
import { BpfMissing } from './BpfMissing';
import { BpfTables } from './BpfTables';
import { type BpfFile, downloadBpf, readBpf } from './bpf-api';

const failed = (error: unknown) => failureMessage(readFailure(error), 'app.errors.bad_request');
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const FILES: { file: BpfFile; label: string }[] = [
  { file: 'xlsx', label: 'app.bpf.download' },
  { file: 'pdf', label: 'app.bpf.download_pdf' },
];

/**
 * /bpf (Super Administrators and Admins): the Bilan pédagogique et financier of a year (by default
 * the last one until 30 April, when it is filed, then the year under way): frames C, E, F-1, F-3 and F-4 as the cerfa lays them out,
 * what is missing to count the rest with a link to fix each, and the xlsx and the PDF to type it in.
 */
export const BpfPage = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const today = new Date();
  const thisYear = today.getFullYear();
  // Until 30 April the year to file; from May, the year under way.
  const [year, setYear] = useState(today.getMonth() < 4 ? thisYear - 1 : thisYear);
  const [startMonth, setStartMonth] = useState(1);
  const [answer, setAnswer] = useState<BpfAnswer | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  // The file being downloaded: its button shows the progress, both wait for it.
  const [downloading, setDownloading] = useState<BpfFile | null>(null);
  useEffect(() => {
    let current = true;
    setLoading(true);
    readBpf(year, startMonth)
      .then((a) => {
        if (!current) return;
        setAnswer(a);
        setError(null);
      })
      .catch((e) => current && setError(failed(e)))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [year, startMonth]);
  const period = bpfPeriod(year, startMonth);
  const download = async (file: BpfFile) => {
    setDownloading(file);
    try {
      saveBlob(await downloadBpf(year, startMonth, file), `bpf-${year}.${file}`);
    } catch (e) {
      setError(failed(e));
    } finally {
      setDownloading(null);
    }
  };
  const years = Array.from({ length: 8 }, (_, i) => thisYear - i);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      {/* The top bar's title is the page's one h1. */}
      <Title title={translate('app.bpf.title')} />
      <Typography sx={{ mb: 2 }}>{translate('app.bpf.intro')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <FormControl size="small" fullWidth={false} sx={{ minWidth: 120 }}>
          <InputLabel id="bpf-year">{translate('app.bpf.year')}</InputLabel>
          <Select
            labelId="bpf-year"
            label={translate('app.bpf.year')}
            value={year}
            onChange={(e) => setYear(Number(e.target.value))}
          >
            {years.map((y) => (
              <MenuItem key={y} value={y}>
                {y}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" fullWidth={false} sx={{ minWidth: 200 }}>
          <InputLabel id="bpf-start">{translate('app.bpf.start_month')}</InputLabel>
          <Select
            labelId="bpf-start"
            label={translate('app.bpf.start_month')}
            value={startMonth}
            onChange={(e) => setStartMonth(Number(e.target.value))}
          >
            {MONTHS.map((m) => (
              <MenuItem key={m} value={m}>
                {new Date(2000, m - 1, 1).toLocaleString(locale, { month: 'long' })}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Typography>
          {translate('app.bpf.period', {
            from: formatDate(period.from, locale) ?? '',
            to: formatDate(period.to, locale) ?? '',
          })}
        </Typography>
        {FILES.map(({ file, label }) => (
          <Button
            key={file}
            variant="outlined"
            onClick={() => download(file)}
            disabled={downloading !== null || !answer}
            startIcon={downloading === file ? <CircularProgress size={16} /> : <DownloadIcon />}
          >
            {translate(label)}
          </Button>
        ))}
      </Box>
      {loading && <LinearProgress aria-label={translate('app.bpf.loading')} sx={{ mb: 2 }} />}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate(error)}
        </Alert>
      )}
      {answer && (
        <>
          <BpfMissing answer={answer} />
          <BpfTables answer={answer} />
        </>
      )}
    </Box>
  );
};

export default BpfPage;
