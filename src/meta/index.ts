import { createElement, type ReactElement } from 'react';
import type { ResourceProps } from 'react-admin';
import { LazyPage } from '../components/LazyPage';
import { genericLoader, type ViewName } from './lazy-views';
import { SearchOrEdit } from './SearchOrEdit';
import type { ResourceDefinition } from './types';

/**
 * What the registries beside react-admin read of a declared resource: its API path, access area and
 * menu entry; and what its generated list asks of the API (the contract test drives it): the fields
 * its columns and default sort on, and whether it searches (filter q).
 */
export type ResourceDeclaration = Pick<
  ResourceDefinition,
  'name' | 'path' | 'recordPath' | 'area' | 'icon' | 'menu'
> & { sorts: string[]; search: boolean };

/** The fields a resource's generated list sorts on: its sortable columns' and its default sort's. */
const sortsOf = (def: ResourceDefinition): string[] => [
  ...new Set([
    ...def.fields
      .filter((f) => f.views.includes('list') && f.sortable !== false && f.type !== 'references')
      .map((f) => f.sortBy ?? f.source),
    ...(def.listProps?.defaultSort ? [def.listProps.defaultSort.field] : []),
  ]),
];

/** The declaration a resource's props carry (defineResource puts it in `options`). */
export const declarationOf = (resource: ResourceProps): ResourceDeclaration =>
  (resource.options as { declaration: ResourceDeclaration }).declaration;

export {
  companyReference,
  elearningResource,
  listValued,
  personNameFields,
  RECORD_VIEWS,
} from './builders';
export { CloneAction } from './CloneAction';
export { PER_PAGE, PER_PAGE_OPTIONS } from './constants';
export { EveryRecordInput } from './EveryRecordInput';
export { inputFor, validatorsOf } from './FieldInput';
export { ChoiceChip, fieldFor, LevelChip, LocaleDateField, PersonNameField } from './FieldValue';
export { fieldsFor, representationOf } from './labels';
export type { ViewLoader, ViewName } from './lazy-views';
export { LEVEL_CHOICES, LEVELS, levelName } from './levels';
export { SearchOrEdit, searchUrl } from './SearchOrEdit';
export * from './types';

/** A resource declared as data -> the props of react-admin's <Resource>; every view loads lazily. */
export function defineResource(def: ResourceDefinition): ResourceProps {
  const enabled = def.views ?? ['list', 'create', 'edit', 'show'];
  const view = (name: ViewName): ReactElement | undefined => {
    const custom = def.components?.[name];
    if (custom) return createElement(custom);
    const load =
      def.load?.[name] ?? (enabled.includes(name) ? genericLoader(def, name) : undefined);
    return load && createElement(LazyPage, { load });
  };
  const edit = view('edit');
  const editRoute = def.searchPath
    ? createElement(SearchOrEdit, { resource: def.name, edit })
    : edit;
  return {
    name: def.name,
    list: view('list'),
    create: view('create'),
    edit: editRoute,
    hasEdit: Boolean(edit),
    show: view('show'),
    icon: def.icon,
    recordRepresentation: def.recordRepresentation,
    // Read back by CloneAction through useResourceDefinition(), custom pages included.
    options: {
      clone: def.clone === true,
      declaration: {
        name: def.name,
        path: def.path,
        recordPath: def.recordPath,
        area: def.area,
        icon: def.icon,
        menu: def.menu,
        sorts: sortsOf(def),
        search: def.listProps?.search !== false,
      } satisfies ResourceDeclaration,
    },
    children: def.routes,
  };
}
