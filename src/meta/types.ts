import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { RaRecord, SortPayload } from 'react-admin';
import type { Area } from '../../domain/permissions';

/** Every kind of field src/meta can render; the input and field switches handle each one. */
export const FIELD_TYPES = [
  'text',
  'longtext',
  'email',
  'phone',
  'number',
  'boolean',
  'date',
  'datetime',
  'select',
  'reference',
  'references',
  'level',
  'password',
  'color',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Where a field appears: list column, create/edit input, show field, list filter. */
export type View = 'list' | 'create' | 'edit' | 'show' | 'filter';

/** A rule of domain/rules: the message KEY of the broken rule, or undefined. */
// biome-ignore lint/suspicious/noExplicitAny: a rule receives whatever the input holds
export type Rule = (value: any, values: Record<string, any>) => string | undefined;

/** A select choice; `name` is a message key; `color` tints its chip. */
export type Choice = {
  id: string | number;
  name: string;
  color?: 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';
};

export type FieldDefinition = {
  source: string;
  type: FieldType;
  views: View[];
  /** Default `resources.<resource>.fields.<source>`. */
  labelKey?: string;
  /** Message key of a helper text under the input. */
  helperKey?: string;
  /** type 'reference' or 'references' (a list of ids): the target resource. */
  reference?: string;
  /** type 'reference' or 'references': the field to display (default `name`) or a function of the record. */
  referenceLabel?: string | ((record: RaRecord) => string);
  /** type 'select': the choices (names are message keys). */
  choices?: Choice[];
  /** type 'select': show the value as a chip in lists and show views. */
  chip?: boolean;
  validate?: Rule[];
  required?: boolean;
  /** Columns are sortable unless false. */
  sortable?: boolean;
  /** Sort on another column than `source` (e.g. companyName for company). */
  sortBy?: string;
  min?: number;
  max?: number;
  step?: number;
  fullWidth?: boolean;
  /** Filters: shown without being added from the filter button. */
  alwaysOn?: boolean;
  /** Replaces the generated input (the element must carry `source`). */
  input?: ReactElement;
  /** Replaces the generated list/show field (the element must carry `source`). */
  field?: ReactElement;
  /** TabbedForm tab (key of `fieldGroups`); without fieldGroups the form is a SimpleForm. */
  group?: string;
};

export type ListOptions = {
  defaultSort?: SortPayload;
  /** Default 10 (spec section 9). */
  perPage?: number;
  /** Default [5, 10, 20] (spec section 9). */
  perPageOptions?: number[];
  /**
   * Where a row click leads: 'edit', 'show', or the path of another page for the record (its main
   * cell links there too); default 'edit' when the resource has an edit view, else 'show'.
   */
  rowClick?: 'edit' | 'show' | false | ((record: RaRecord) => string);
  /** Default true: a `q` search input always on. */
  search?: boolean;
  /** Fixed filter sent with every request (not shown). */
  filter?: Record<string, unknown>;
  filterDefaultValues?: Record<string, unknown>;
};

/** The side menu's groups (labels `app.shell.menu.groups.<name>`), in src/layout/menu-items.ts. */
export type MenuGroupName = 'elearning' | 'placement' | 'quality';

/** Where a resource's list appears in the side menu (src/layout/menu-items.ts reads it). */
export type MenuPlacement = {
  /** Its order: the menu sorts every entry, pages' and resources', by place. */
  place: number;
  /** The group it is listed under; none: the top level. */
  group?: MenuGroupName;
  /** Default `resources.<name>.name` in the plural. */
  labelKey?: string;
};

export type ResourceDefinition = {
  /** react-admin resource name. */
  name: string;
  /** The API base serving it, e.g. '/student' (dataProvider/routes.ts reads it). */
  path: string;
  /**
   * Where one record is read, updated and deleted, when not `${path}/{id}`: e.g. '/session/id'
   * for /session/id/{id} (spec section 7). Lists and creation stay on `path`.
   */
  recordPath?: string;
  fields: FieldDefinition[];
  /** Its icon, in the menu too. */
  icon?: ComponentType;
  /** Its entry in the side menu; none: not in the menu. */
  menu?: MenuPlacement;
  /** Source name (e.g. 'name') or a function; also the %{title} of the success messages. */
  recordRepresentation: string | ((record: RaRecord) => string);
  /** Permission area of domain/permissions.ts: the authProvider's canAccess reads it. */
  area: Area;
  listProps?: ListOptions;
  /** Bulk action buttons; default a bulk delete with confirmation; false for none. */
  bulkActions?: ReactElement | false;
  /**
   * Sources of the fields an admin may set on many selected records at once (PATCH on the API
   * base, server/lib/bulk-update.ts); the list then offers "Edit the N selected" (BulkEditButton).
   */
  bulkEditFields?: string[];
  /** Extra toolbar buttons of the list, beside Create. */
  listActions?: ReactNode;
  /** Extra toolbar buttons of the show page (record in context), beside Edit. */
  showActions?: ReactNode;
  /** Rendered below the record on its generated edit and show pages (record in context), e.g. its History. */
  recordFooter?: ReactNode;
  /** Rendered above the table, inside the list context (e.g. tabs that set a filter). */
  listHeader?: ReactNode;
  /** A last column rendered in each row (record in context), e.g. Activate / Reject buttons. */
  rowActions?: ComponentType;
  /** Tab keys of a TabbedForm; labels `resources.<name>.fieldGroups.<key>`. */
  fieldGroups?: string[];
  /** Message keys of the success notifications (params %{title} and %{name}: the record's representation); default app.messages.{created,updated,deleted}. */
  messages?: { created?: string; updated?: string; deleted?: string };
  /** Shapes the body of a create or update after the generic form values (e.g. drops what the chosen type has no use for). */
  transform?: (data: Record<string, unknown>) => Record<string, unknown>;
  /** Offers react-admin's CloneButton (the create form prefilled with the record) where the record is shown or edited. */
  clone?: boolean;
  /** Which views exist; default all four. */
  views?: Array<'list' | 'create' | 'edit' | 'show'>;
  /** Hand-written views replace the generated ones. */
  components?: Partial<Record<'list' | 'create' | 'edit' | 'show', ComponentType>>;
  /** Hand-written views loaded on demand (preferred to `components`: keeps them out of the first load). */
  load?: Partial<
    Record<'list' | 'create' | 'edit' | 'show', () => Promise<{ default: ComponentType }>>
  >;
  /** /<name>/<text> opens the list with the search pre-filled (spec /students/{search?}). */
  searchPath?: boolean;
  /** Additional routes under the resource (react-admin <Resource> children). */
  routes?: ReactNode;
};
