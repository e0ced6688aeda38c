import { fieldsFor, inputFor, validatorsOf } from '../../src/meta';
import { CountryInput } from './country';
import { companyDefinition } from './definition';

/** The inputs of the add-client form and of the Informations tab. */
export const companyInputs = (view: 'create' | 'edit') =>
  fieldsFor(companyDefinition, view).map((field) =>
    field.source === 'country' ? (
      <CountryInput key={field.source} source={field.source} validate={validatorsOf(field)} />
    ) : (
      inputFor(field, view)
    ),
  );
