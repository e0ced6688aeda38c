import GroupsIcon from '@mui/icons-material/Groups';
import { defineResource } from '../../src/meta';

/**
 * Groups (API /group): their screens are pages of their own (/group/:id, the client page's groups
 * tab, in this folder), so the resource declares no generated view, only what the data and access
 * layers read of it.
 */
export default defineResource({
  name: 'groups',
  path: '/group',
  area: 'students',
  icon: GroupsIcon,
  fields: [],
  recordRepresentation: 'name',
  views: [],
});
