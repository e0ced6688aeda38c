import { Box, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Link, Title, useCanAccess, useGetOne, useTranslate } from 'react-admin';
import { useLocation, useParams } from 'react-router-dom';
import { ArchivedNotice } from '../../src/components/ArchivedNotice';
import { HistorySection } from '../audit/HistorySection';
import { CompanyGroups } from './CompanyGroups';
import { CompanyInfos } from './CompanyInfos';
import { CompanyMergedResults } from './CompanyMergedResults';
import { CompanyNotFound } from './CompanyNotFound';
import { CompanyResults } from './CompanyResults';
import { CompanyTest } from './CompanyTest';
import { CompanyUsers } from './CompanyUsers';
import { CountryField } from './country';
import { CompanySummary } from './summary/CompanySummary';

type CompanyTab = 'summary' | 'groups' | 'users' | 'test' | 'results' | 'infos' | 'history';
const TABS: CompanyTab[] = ['summary', 'groups', 'users', 'test', 'results', 'infos', 'history'];

/**
 * Path of a tab of the client page (spec: /company/groups/{id}, /company/test/{id},
 * /company/results/{id}, /company/infos/{id}/), its Summary (/company/summary/{id}) and its History
 * (/company/history/{id}).
 */
export const companyPath = (tab: CompanyTab, id: string | number) =>
  tab === 'summary'
    ? `/company/summary/${id}`
    : tab === 'infos'
      ? `/company/infos/${id}/`
      : tab === 'groups'
        ? `/company/groups/${id}`
        : tab === 'test'
          ? `/company/test/${id}`
          : tab === 'results'
            ? `/company/results/${id}`
            : tab === 'history'
              ? `/company/history/${id}`
              : `/company/users/${id}/`;

const tabOf = (pathname: string): CompanyTab =>
  pathname.startsWith('/company/summary/')
    ? 'summary'
    : pathname.startsWith('/company/users/')
      ? 'users'
      : pathname.startsWith('/company/groups/')
        ? 'groups'
        : pathname.startsWith('/company/test/')
          ? 'test'
          : pathname.startsWith('/company/results/')
            ? 'results'
            : pathname.startsWith('/company/history/')
              ? 'history'
              : 'infos';

/**
 * The client page: tabs Summary, Courses, Users, Test, Results, Informations and, for who may read
 * the trail, History.
 */
export const CompanyPage = () => {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const translate = useTranslate();
  const { canAccess: canReadHistory = false, isPending: historyPending } = useCanAccess({
    resource: 'audit',
    action: 'list',
  });
  const tabs = canReadHistory ? TABS : TABS.filter((t) => t !== 'history');
  const found = tabOf(pathname);
  // The History tab is no one else's: its path opens the Informations once the answer is in.
  const tab = found === 'history' && !canReadHistory && !historyPending ? 'infos' : found;
  const { data: company, error } = useGetOne('companies', { id });

  if (error) {
    return <CompanyNotFound />;
  }
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={company?.name ?? translate('resources.companies.name', { smart_count: 1 })} />
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2">
          {company?.name}
        </Typography>
        {company && (
          <>
            <Chip
              size="small"
              label={translate(`app.people.company.type_${String(company.type).toLowerCase()}`)}
            />
            <Chip
              size="small"
              variant="outlined"
              component={Link}
              to={`/companyall/${company.languageArea}`}
              clickable
              label={translate(`app.people.company.list_${company.languageArea}`)}
            />
            <Typography variant="body2" color="text.secondary">
              <CountryField source="country" record={company} />
            </Typography>
          </>
        )}
      </Stack>
      {company && <ArchivedNotice record={company} resource="companies" />}
      <Tabs
        value={tabs.includes(tab) ? tab : false}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((t) => (
          <Tab
            key={t}
            value={t}
            label={translate(
              t === 'history' ? 'app.audit.history.title' : `app.people.company.tab_${t}`,
            )}
            component={Link}
            to={companyPath(t, id)}
          />
        ))}
      </Tabs>
      {tab === 'summary' && <CompanySummary id={id} />}
      {tab === 'groups' && <CompanyGroups id={id} />}
      {tab === 'users' && <CompanyUsers id={id} />}
      {tab === 'test' && <CompanyTest id={id} />}
      {tab === 'results' &&
        (pathname.replace(/\/$/, '').endsWith('/mergedresults') ? (
          <CompanyMergedResults id={id} />
        ) : (
          <CompanyResults id={id} />
        ))}
      {tab === 'infos' && <CompanyInfos id={id} />}
      {tab === 'history' && <HistorySection table="companies" recordId={id} />}
    </Box>
  );
};

export default CompanyPage;
