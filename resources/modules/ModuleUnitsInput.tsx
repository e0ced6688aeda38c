import {
  OrderedReferencesInput,
  type OrderedReferencesProps,
} from '../../src/components/OrderedReferencesInput';

const unitText = (record: { title?: string; version?: string }) =>
  record.version ? `${record.title} (SCORM ${record.version})` : String(record.title ?? '');

/** A module's units in order (units, uuid[]): one unit picker a row. */
export const ModuleUnitsInput = (props: OrderedReferencesProps) => (
  <OrderedReferencesInput
    {...props}
    reference="units"
    sortField="title"
    itemLabelKey="app.units.unit"
    optionText={unitText}
  />
);

/** Each unit once in a module (the API's rule, in the form). */
export const distinctUnits = (value: unknown) =>
  Array.isArray(value) && new Set(value.filter(Boolean)).size !== value.filter(Boolean).length
    ? 'app.units.units_repeated'
    : undefined;
