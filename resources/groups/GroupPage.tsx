import { Alert, Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { type ComponentType, lazy, Suspense } from 'react';
import { Link, Title, useGetOne, useTranslate } from 'react-admin';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { PageLoading } from '../../src/components/LazyPage';
import { GROUP_TABS, type GroupTab, type GroupTabProps } from './group-tabs';

// One lazy component per tab, made once, so switching tabs does not reload a loaded one.
const screens = new Map<string, ComponentType<GroupTabProps>>();
const screenOf = (tab: GroupTab) => {
  let screen = screens.get(tab.key);
  if (!screen) {
    screen = lazy(tab.load);
    screens.set(tab.key, screen);
  }
  return screen;
};

const trimmed = (path: string) => path.replace(/\/+$/, '');

/** The tab whose path is the current one (edit tabs, results, training follow-up). */
export const currentTab = (groupId: string, pathname: string) =>
  GROUP_TABS.find((tab) => trimmed(tab.path(groupId)) === trimmed(pathname));

/**
 * The group page (/company/groups/{id}/edit/{tab}, and any tab of GROUP_TABS): the group's name,
 * its client, the tabs as links, and the current tab's screen.
 */
export const GroupPage = () => {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const translate = useTranslate();
  const { data: group, error } = useGetOne('groups', { id }, { enabled: id !== '' });

  if (/\/edit\/?$/.test(pathname)) return <Navigate to={`${trimmed(pathname)}/basic`} replace />;
  if (error) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {translate('app.group_screens.not_found')}
      </Alert>
    );
  }
  const tab = currentTab(id, pathname);
  const Screen = tab && screenOf(tab);
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={group?.name ?? translate('resources.groups.name', { smart_count: 1 })} />
      <Stack direction="row" spacing={1} alignItems="baseline" sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2">
          {group?.name}
        </Typography>
        {group && (
          <Link to={`/company/groups/${group.companyId}`} variant="body2">
            {translate('app.group_screens.client', { name: group.companyName })}
          </Link>
        )}
      </Stack>
      <Tabs
        value={tab?.key ?? false}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={translate('app.group_screens.tabs_label')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {GROUP_TABS.map((t) => (
          <Tab
            key={t.key}
            value={t.key}
            label={translate(t.label)}
            component={Link}
            to={t.path(id)}
          />
        ))}
      </Tabs>
      {Screen ? (
        <Suspense fallback={<PageLoading />}>
          <Screen groupId={id} />
        </Suspense>
      ) : (
        <Alert severity="warning">{translate('app.group_screens.tab_not_found')}</Alert>
      )}
    </Box>
  );
};

export default GroupPage;
