import { Tab, Tabs } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** "Pending registrations" is a preset of the status filter, shown as a tab above the list. */
export const PendingTabs = () => {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const translate = useTranslate();
  const current = filterValues.status === 'pending' ? 'pending' : 'all';
  const select = (_: unknown, value: 'all' | 'pending') => {
    const { status: _status, ...rest } = filterValues;
    setFilters(value === 'pending' ? { ...rest, status: 'pending' } : rest, displayedFilters);
  };
  return (
    <Tabs value={current} onChange={select} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Tab value="all" label={translate('app.admin.tabs.all')} />
      <Tab value="pending" label={translate('app.admin.tabs.pending')} />
    </Tabs>
  );
};
