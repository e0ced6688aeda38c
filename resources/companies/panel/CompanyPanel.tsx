import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Paper,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useCanAccess, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { AppDataProvider } from '../../../dataProvider';
import type { CompanyData } from '../../../domain/entities/company-panel';
import { dateLocale } from '../../../domain/rules/dates';
import { DownloadButton } from '../../../src/components/DownloadButton';
import { AdminTab } from './AdminTab';
import { CriteriaTab } from './CriteriaTab';
import { ExamsTab } from './ExamsTab';
import { PedagogicTab } from './PedagogicTab';
import { companyDataKey } from './panel-query';
import { SemestersTab } from './SemestersTab';
import type { PanelTabProps } from './types';

export const PANEL_TABS = ['admin', 'pedagogic', 'semesters', 'exams', 'criteria'] as const;
export type PanelTab = (typeof PANEL_TABS)[number];

const tabId = (tab: PanelTab) => `company-panel-tab-${tab}`;
const panelId = (tab: PanelTab) => `company-panel-${tab}`;

/** GET /export/pdf/company/{id}: the whole panel as a PDF in the reader's language. */
const DownloadPanelPdf = ({ companyId }: { companyId: string }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  return (
    <DownloadButton
      label="app.company_panel.download"
      runningLabel="app.company_panel.downloading"
      failure="app.company_panel.pdf_error"
      icon={<PictureAsPdfIcon />}
      fileName={`${translate('app.company_panel.pdf.file')}.pdf`}
      fetch={() => dataProvider.downloadPdf(`/export/pdf/company/${encodeURIComponent(companyId)}`)}
    />
  );
};

/**
 * The company administration panel (spec sections 2, 4, 5): under the client's record in its
 * Informations tab. Its tabs are links (?panel=...), so the choice survives a reload; those after
 * the administrative data stay disabled until a school type is saved.
 */
export const CompanyPanel = ({ companyId }: { companyId: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [locale] = useLocaleState();
  const [params] = useSearchParams();
  const { canAccess: canWrite = false } = useCanAccess({ resource: 'companies', action: 'edit' });
  const query = useQuery({
    queryKey: companyDataKey(companyId),
    queryFn: () => dataProvider.getCompanyData(companyId),
    retry: false,
  });
  const onSaved = useCallback(
    (data: CompanyData) => queryClient.setQueryData(companyDataKey(companyId), data),
    [queryClient, companyId],
  );

  const data = query.data;
  const unlocked = Boolean(data?.adminData?.type);
  const asked = params.get('panel') as PanelTab | null;
  const tab: PanelTab =
    asked && PANEL_TABS.includes(asked) && (unlocked || asked === 'admin') ? asked : 'admin';

  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <Stack direction="row" spacing={2} alignItems="center" role="status" sx={{ py: 2 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{translate('app.company_panel.loading')}</Typography>
      </Stack>
    );
  } else if (query.isError || !data) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => query.refetch()}>
            {translate('app.company_panel.retry')}
          </Button>
        }
      >
        {translate('app.company_panel.load_error')}
      </Alert>
    );
  } else {
    const props: PanelTabProps = { companyId, data, canWrite, onSaved };
    body = (
      <>
        <Tabs
          value={tab}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={translate('app.company_panel.tabs_label')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {PANEL_TABS.map((t) => {
            const disabled = t !== 'admin' && !unlocked;
            const common = {
              value: t,
              id: tabId(t),
              'aria-controls': panelId(t),
              label: translate(`app.company_panel.tab.${t}`),
            };
            return disabled ? (
              <Tab key={t} {...common} disabled />
            ) : (
              <Tab key={t} {...common} component={Link} to={{ search: `?panel=${t}` }} replace />
            );
          })}
        </Tabs>
        {!unlocked && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('app.company_panel.rules.admin_data_first')}
          </Typography>
        )}
        <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} sx={{ pt: 2 }}>
          {tab === 'admin' && <AdminTab key={data.updatedAt} {...props} />}
          {tab === 'pedagogic' && <PedagogicTab {...props} />}
          {tab === 'semesters' && <SemestersTab {...props} />}
          {tab === 'exams' && <ExamsTab {...props} />}
          {tab === 'criteria' && <CriteriaTab key={data.updatedAt} {...props} />}
        </Box>
      </>
    );
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateLocale(locale)}>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="company-panel-title"
        // On a phone the record's toolbar is fixed at the bottom: the panel's end stays above it.
        sx={{ mt: 3, mb: { xs: 10, sm: 0 }, p: { xs: 1.5, sm: 2 } }}
      >
        <Stack
          direction="row"
          useFlexGap
          alignItems="center"
          justifyContent="space-between"
          sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}
        >
          <Typography variant="h6" component="h2" id="company-panel-title">
            {translate('app.company_panel.title')}
          </Typography>
          {data && <DownloadPanelPdf companyId={companyId} />}
        </Stack>
        {body}
      </Paper>
    </LocalizationProvider>
  );
};
