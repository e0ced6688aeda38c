import type { RaRecord } from 'react-admin';
import { passwordPolicyError } from '../../domain/rules/password';
import { personName } from '../../domain/rules/person-name';
import {
  type Choice,
  type FieldDefinition,
  personNameFields,
  RECORD_VIEWS,
  type Rule,
} from '../../src/meta';

export const TYPE_CHOICES = [1, 2, 3].map((id) => ({ id, name: `app.admin.types.${id}` }));
const STATUS_COLORS = { pending: 'warning', active: 'success', rejected: 'error' } as const;
export const STATUS_CHOICES: Choice[] = (['pending', 'active', 'rejected'] as const).map((id) => ({
  id,
  name: `app.admin.statuses.${id}`,
  color: STATUS_COLORS[id],
}));

/** The password is optional; when given it follows the policy of spec section 5. */
const optionalPassword: Rule = (value) => (value ? passwordPolicyError(String(value)) : undefined);

export const employeeFields: FieldDefinition[] = [
  ...personNameFields(),
  { source: 'email', type: 'email', views: [...RECORD_VIEWS], required: true },
  { source: 'phone', type: 'phone', views: ['create', 'edit', 'show'] },
  {
    source: 'type',
    type: 'select',
    choices: TYPE_CHOICES,
    chip: true,
    required: true,
    views: [...RECORD_VIEWS, 'filter'],
    alwaysOn: true,
  },
  {
    source: 'status',
    type: 'select',
    choices: STATUS_CHOICES,
    chip: true,
    views: ['list', 'show', 'filter'],
  },
  {
    source: 'password',
    type: 'password',
    views: ['create'],
    validate: [optionalPassword],
    helperKey: 'app.admin.password_invitation',
  },
  {
    source: 'password',
    type: 'password',
    views: ['edit'],
    validate: [optionalPassword],
    helperKey: 'app.admin.password_keep',
  },
  { source: 'createdAt', type: 'date', views: ['list', 'show'] },
];

export const employeeRepresentation = (record: RaRecord) => personName(record);
