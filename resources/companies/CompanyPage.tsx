import { Box, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Link, Title, useGetOne, useTranslate } from 'react-admin';
import { useLocation, useParams } from 'react-router-dom';
import { ArchivedNotice } from '../../src/components/ArchivedNotice';
import { CompanyGroups } from './CompanyGroups';
import { CompanyInfos } from './CompanyInfos';
import { CompanyMergedResults } from './CompanyMergedResults';
import { CompanyNotFound } from './CompanyNotFound';
import { CompanyResults } from './CompanyResults';
import { CompanyTest } from './CompanyTest';
import { CompanyUsers } from './CompanyUsers';
import { CountryField } from './country';

type CompanyTab = 'groups' | 'users' | 'test' | 'results' | 'infos';
const TABS: CompanyTab[] = ['groups', 'users', 'test', 'results', 'infos'];

/**
 * Path of a tab of the client page (spec: /company/groups/{id}, /company/test/{id},
 * /company/results/{id}, /company/infos/{id}/).
 */
export const companyPath = (tab: CompanyTab, id: string | number) =>
  tab === 'infos'
    ? `/company/infos/${id}/`
    : tab === 'groups'
      ? `/company/groups/${id}`
      : tab === 'test'
        ? `/company/test/${id}`
        : tab === 'results'
          ? `/company/results/${id}`
          : `/company/users/${id}/`;

const tabOf = (pathname: string): CompanyTab =>
  pathname.startsWith('/company/users/')
    ? 'users'
    : pathname.startsWith('/company/groups/')
      ? 'groups'
      : pathname.startsWith('/company/test/')
        ? 'test'
        : pathname.startsWith('/company/results/')
          ? 'results'
          : 'infos';

/** The client page: tabs Courses, Users, Test, Results and Informations. */
export const CompanyPage = () => {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const translate = useTranslate();
  const tab = tabOf(pathname);
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
        value={tab}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((t) => (
          <Tab
            key={t}
            value={t}
            label={translate(`app.people.company.tab_${t}`)}
            component={Link}
            to={companyPath(t, id)}
          />
        ))}
      </Tabs>
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
    </Box>
  );
};

export default CompanyPage;
