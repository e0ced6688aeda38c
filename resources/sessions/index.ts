import EventIcon from '@mui/icons-material/Event';
import type { RaRecord } from 'react-admin';
import { personName } from '../../domain/rules/person-name';
import { SESSION_TYPES } from '../../domain/rules/session';
import { languageReference } from '../../src/components/LanguageReference';
import { companyReference, defineResource, type FieldDefinition } from '../../src/meta';

/** The agenda's filters (spec section 2: trainer, client, group, session type, language). */
export const sessionFilters: FieldDefinition[] = [
  {
    source: 'teacher',
    type: 'reference',
    reference: 'teachers',
    referenceLabel: (record: RaRecord) => personName(record),
    views: ['filter'],
    alwaysOn: true,
  },
  companyReference(),
  { source: 'group', type: 'reference', reference: 'groups', views: ['filter'], alwaysOn: true },
  {
    source: 'type',
    type: 'select',
    choices: SESSION_TYPES.map((type) => ({ id: type, name: `app.sessions.types.${type}` })),
    views: ['filter'],
    alwaysOn: true,
  },
  languageReference({ views: ['filter'], alwaysOn: true }),
];

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
  fields: sessionFilters,
  recordRepresentation: 'title',
  views: [],
});
