import BusinessIcon from '@mui/icons-material/Business';
import type { RaRecord } from 'react-admin';
import {
  COMPANY_NAME_MAX_LENGTH,
  COMPANY_TYPES,
  LANGUAGE_AREAS,
} from '../../domain/entities/company-constants';
import { personName } from '../../domain/rules/person-name';
import type { Choice, ResourceDefinition, Rule } from '../../src/meta/types';

export const COMPANY_TYPE_CHOICES: Choice[] = COMPANY_TYPES.map((type) => ({
  id: type,
  name: `app.people.company.type_${type.toLowerCase()}`,
}));

export const LANGUAGE_AREA_CHOICES: Choice[] = LANGUAGE_AREAS.map((area) => ({
  id: area,
  name: `app.people.company.area_${area}`,
}));

const maxLength =
  (max: number): Rule =>
  (value) =>
    typeof value === 'string' && value.length > max ? 'app.errors.field_too_long' : undefined;

const customerLabel = (record: RaRecord) => personName(record);

/**
 * Clients and schools. The country (an ISO code shown in the interface language) has its own
 * input and field (country.tsx), so the views are hand-written around these definitions.
 */
export const companyDefinition: ResourceDefinition = {
  name: 'companies',
  path: '/company',
  area: 'clients',
  icon: BusinessIcon,
  recordRepresentation: 'name',
  clone: true,
  fields: [
    {
      source: 'name',
      type: 'text',
      views: ['list', 'create', 'edit', 'show'],
      required: true,
      validate: [maxLength(COMPANY_NAME_MAX_LENGTH)],
    },
    {
      source: 'country',
      type: 'text',
      views: ['list', 'create', 'edit', 'show', 'filter'],
      required: true,
    },
    {
      source: 'type',
      type: 'select',
      views: ['list', 'create', 'edit', 'show', 'filter'],
      choices: COMPANY_TYPE_CHOICES,
      chip: true,
      required: true,
      alwaysOn: true,
    },
    {
      source: 'languageArea',
      type: 'select',
      views: ['create', 'edit', 'show'],
      choices: LANGUAGE_AREA_CHOICES,
      required: true,
    },
    {
      source: 'referent',
      type: 'reference',
      reference: 'customers',
      referenceLabel: customerLabel,
      views: ['create', 'edit'],
    },
    { source: 'referentName', type: 'text', views: ['list', 'show'] },
    { source: 'createdAt', type: 'date', views: ['list', 'show'] },
    { source: 'updatedAt', type: 'date', views: ['show'] },
  ],
};
