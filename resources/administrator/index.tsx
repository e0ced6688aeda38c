import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { defineResource } from '../../src/meta';
import { RecordContextHistory } from '../audit/HistorySection';
import { employeeFields, employeeRepresentation } from './fields';
import { PendingTabs } from './PendingTabs';
import { StatusButtons } from './StatusButtons';

/** The employees screen at /admin (API /administrator): staff of types 1, 2 and 3. */
export default defineResource({
  name: 'admin',
  path: '/administrator',
  area: 'employees',
  icon: AdminPanelSettingsIcon,
  menu: { place: 130, labelKey: 'app.shell.menu.admin' },
  fields: employeeFields,
  recordRepresentation: employeeRepresentation,
  listProps: { defaultSort: { field: 'name', order: 'ASC' } },
  listHeader: <PendingTabs />,
  rowActions: StatusButtons,
  recordFooter: <RecordContextHistory table="staff" />,
});
