import {
  ArrayInput,
  maxLength,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import {
  CONTENT_MAX_LENGTH,
  CONTENT_TYPES,
  MAX_CONTENT_ITEMS,
  OPERATIONAL_SKILL,
  TOO_MANY_ITEMS,
} from '../../domain/entities/content-constants';
import { LEVEL_CHOICES } from '../../src/meta/levels';

/** Type 2 operational skill, 3 linguistic skill (spec section 3). */
export const TYPE_CHOICES = CONTENT_TYPES.map((id) => ({ id, name: `app.skills.type.${id}` }));

/** The API's bound on the list, in the form. */
const atMost = (value: unknown) =>
  Array.isArray(value) && value.length > MAX_CONTENT_ITEMS ? TOO_MANY_ITEMS : undefined;

type Props = { source: string; label?: string };

/**
 * A title's items as one list (the whole list is sent): each a label, a type (operational or
 * linguistic skill) and a level. The order is the order of creation: no reordering.
 */
export const ContentItemsInput = ({ source }: Props) => (
  <ArrayInput source={source} label="resources.contents.fields.items" validate={atMost}>
    <SimpleFormIterator
      inline
      fullWidth
      disableReordering
      disableClear
      sx={{
        '& .RaSimpleFormIterator-inline': { flexWrap: 'wrap', rowGap: 0 },
        // react-admin shows the remove button on mouse hover only: a keyboard cannot reach a hidden one.
        '& .RaSimpleFormIterator-action': { visibility: 'visible' },
      }}
    >
      <TextInput
        source="content"
        label="app.skills.item.content"
        validate={[required(), maxLength(CONTENT_MAX_LENGTH)]}
        sx={{ flex: { sm: '3 1 360px' } }}
      />
      <SelectInput
        source="type"
        label="app.skills.item.type"
        choices={TYPE_CHOICES}
        validate={required()}
        defaultValue={OPERATIONAL_SKILL}
        sx={{ flex: { sm: '1 1 200px' } }}
      />
      <SelectInput
        source="level"
        label="app.skills.item.level"
        choices={LEVEL_CHOICES}
        translateChoice={false}
        validate={required()}
        sx={{ flex: { sm: '0 1 120px' } }}
      />
    </SimpleFormIterator>
  </ArrayInput>
);
