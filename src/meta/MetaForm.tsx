import type { ComponentProps, ReactElement } from 'react';
import { SimpleForm, TabbedForm, type Toolbar } from 'react-admin';
import { inputFor } from './FieldInput';
import { fieldsFor } from './labels';
import type { ResourceDefinition } from './types';

type FormView = 'create' | 'edit';

/** A SimpleForm of the view's inputs, or a TabbedForm when the resource declares fieldGroups. */
export const MetaForm = ({
  def,
  view,
  toolbar,
}: {
  def: ResourceDefinition;
  view: FormView;
  toolbar?: ReactElement<ComponentProps<typeof Toolbar>>;
}) => {
  const fields = fieldsFor(def, view);
  if (!def.fieldGroups?.length) {
    return (
      <SimpleForm toolbar={toolbar}>{fields.map((field) => inputFor(field, view))}</SimpleForm>
    );
  }
  return (
    <TabbedForm toolbar={toolbar}>
      {def.fieldGroups.map((group) => (
        <TabbedForm.Tab key={group} label={`resources.${def.name}.fieldGroups.${group}`}>
          {fields.filter((f) => f.group === group).map((field) => inputFor(field, view))}
        </TabbedForm.Tab>
      ))}
    </TabbedForm>
  );
};

/**
 * Empty optional passwords are left out, so the server keeps (or invites to set) the password; then
 * the resource's own transform, if it declares one.
 */
export const transformFor =
  (def: ResourceDefinition) =>
  (data: Record<string, unknown>): Record<string, unknown> => {
    const out = { ...data };
    for (const field of def.fields) {
      if (field.type === 'password' && (out[field.source] === null || out[field.source] === '')) {
        delete out[field.source];
      }
    }
    return def.transform ? def.transform(out) : out;
  };
