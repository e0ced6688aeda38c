import EventIcon from '@mui/icons-material/Event';
import { defineResource } from '../../src/meta';

/**
 * The agenda's sessions (API /session, one record at /session/id/{id}, spec section 7). Their
 * screens are pages of their own in this folder (/agenda, /session/read/:id), so the resource
 * declares no generated view: only what the data and access layers read of it.
 */
export default defineResource({
  name: 'sessions',
  path: '/session',
  recordPath: '/session/id',
  area: 'agenda',
  icon: EventIcon,
  fields: [],
  recordRepresentation: 'title',
  views: [],
});
