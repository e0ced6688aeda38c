import { Alert, Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { type ComponentType, lazy, Suspense } from 'react';
import { Link, Title, useCanAccessResources, useGetOne, useTranslate } from 'react-admin';
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

/** The tab whose path is the current one (edit tabs, results, training follow-up) among `tabs`. */
export const currentTab = (groupId: string, pathname: string, tabs: GroupTab[] = GROUP_TABS) =>
  tabs.find((tab) => trimmed(tab.path(groupId)) === trimmed(pathname));

const GUARDED = [...new Set(GROUP_TABS.flatMap((tab) => (tab.resource ? [tab.resource] : [])))];

/** The tabs the reader may see: those of a resource she may list, and every other. */
const useVisibleTabs = () => {
  const { canAccess, isPending } = useCanAccessResources({ action: 'list', resources: GUARDED });
  const tabs = GROUP_TABS.filter((tab) => !tab.resource || canAccess?.[tab.resource] === true);
  return { tabs, isPending };
};

/**
 * The group page (/company/groups/{id}/edit/{tab}, and any tab of GROUP_TABS): the group's name,
 * its client, the tabs as links, and the current tab's screen.
 */
export const GroupPage = () => {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const translate = useTranslate();
  const { data: group, error } = useGetOne('groups', { id }, { enabled: id !== '' });
  const { tabs, isPending: tabsPending } = useVisibleTabs();

  if (/\/edit\/?$/.test(pathname)) return <Navigate to={`${trimmed(pathname)}/basic`} replace />;
  if (error) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {translate('app.group_screens.not_found')}
      </Alert>
    );
  }
  const tab = currentTab(id, pathname, tabs);
  const Screen = tab && screenOf(tab);
  // A guarded tab's path waits for the answer before it says there is no such tab.
  const waiting = !tab && tabsPending && currentTab(id, pathname) !== undefined;
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
        {tabs.map((t) => (
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
      ) : waiting ? (
        <PageLoading />
      ) : (
        <Alert severity="warning">{translate('app.group_screens.tab_not_found')}</Alert>
      )}
    </Box>
  );
};

export default GroupPage;
