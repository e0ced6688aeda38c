import type { RaRecord } from 'react-admin';
import type { FieldDefinition, ResourceDefinition, View } from './types';

export const fieldsFor = (def: ResourceDefinition, view: View): FieldDefinition[] =>
  def.fields.filter((f) => f.views.includes(view));

/** The text a record stands for: `%{title}` of the success messages, reference labels. */
export const representationOf = (def: ResourceDefinition) => (record: RaRecord | undefined) => {
  if (!record) return '';
  const rep = def.recordRepresentation;
  return typeof rep === 'function' ? rep(record) : String(record[rep] ?? '');
};
