import {
  ArrayInput,
  AutocompleteInput,
  ReferenceInput,
  SimpleFormIterator,
  SimpleFormIteratorClasses,
  useTranslate,
  type Validator,
} from 'react-admin';
import { levelName } from '../../src/meta';

type Props = {
  source: string;
  label?: string;
  helperText?: string | false;
  validate?: Validator | Validator[];
};

const moduleText = (record: { name?: string; level?: number }) => {
  const level = levelName(record.level);
  return level ? `${record.name} (${level})` : String(record.name ?? '');
};

/**
 * The course's modules in order: one module picker a row, with react-admin's add, remove and
 * move up/down buttons. The rows are the ids themselves (listModules, uuid[]), so the order the
 * user sets is the order saved.
 */
export const CourseModulesInput = ({ source, label, helperText, validate }: Props) => {
  const translate = useTranslate();
  return (
    <ArrayInput source={source} label={label} helperText={helperText} validate={validate}>
      {/* The move and remove buttons always shown: react-admin shows them on mouse hover only,
          where a keyboard cannot reach them. */}
      <SimpleFormIterator
        inline
        disableClear
        sx={{ [`& .${SimpleFormIteratorClasses.action}`]: { visibility: 'visible' } }}
      >
        <ReferenceInput source="" reference="modules" sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput
            label={translate('app.catalogue.module')}
            optionText={moduleText}
            filterToQuery={(q: string) => ({ q })}
            sx={{ minWidth: { xs: '100%', sm: 320 } }}
          />
        </ReferenceInput>
      </SimpleFormIterator>
    </ArrayInput>
  );
};
