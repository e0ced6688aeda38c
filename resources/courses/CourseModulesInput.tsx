import {
  OrderedReferencesInput,
  type OrderedReferencesProps,
} from '../../src/components/OrderedReferencesInput';
import { levelName } from '../../src/meta';

const moduleText = (record: { name?: string; level?: number }) => {
  const level = levelName(record.level);
  return level ? `${record.name} (${level})` : String(record.name ?? '');
};

/** The course's modules in order (listModules, uuid[]): one module picker a row. */
export const CourseModulesInput = (props: OrderedReferencesProps) => (
  <OrderedReferencesInput
    {...props}
    reference="modules"
    sortField="name"
    itemLabelKey="app.catalogue.module"
    optionText={moduleText}
  />
);
