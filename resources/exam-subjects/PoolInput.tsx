import { AutocompleteInput, ReferenceInput, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { namesPool } from '../../domain/rules/exam-subject';

type Props = {
  source: string;
  label?: string;
  helperText?: string | false;
  validate?: Validator[];
  fullWidth?: boolean;
};

/** The question pool of an automatic quiz subject: asked only when the modality is 'Quiz automatisé'. */
export const PoolInput = ({ source, label, helperText, validate, fullWidth }: Props) => {
  const modality = useWatch({ name: 'modality' });
  if (!namesPool(modality)) return null;
  return (
    <ReferenceInput source={source} reference="qpools">
      <AutocompleteInput
        label={label}
        optionText="name"
        helperText={helperText}
        validate={validate}
        fullWidth={fullWidth}
        filterToQuery={(q) => ({ q })}
      />
    </ReferenceInput>
  );
};
