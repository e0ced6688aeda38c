import ContentCreate from '@mui/icons-material/Create';
import ImageEye from '@mui/icons-material/RemoveRedEye';
import { Box } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { MouseEvent, ReactElement, ReactNode } from 'react';
import {
  Button,
  DataTable,
  Link,
  NumberField,
  type RaRecord,
  useCreatePath,
  useGetPathForRecord,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** Where a row's main cell leads: react-admin's 'edit' or 'show', or the path of a custom page. */
export type RecordLink = 'edit' | 'show' | ((record: RaRecord) => string);

/** Clicking the link must not also trigger the row's own click (one navigation, not two). */
const stop = (event: MouseEvent) => event.stopPropagation();

/** The row's main cell (its name) as a real link to the record's page, reachable from the keyboard. */
export const MainCellLink = ({ link, children }: { link: RecordLink; children: ReactNode }) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const path = useGetPathForRecord({ record, resource, link });
  if (!path) return <>{children}</>;
  return (
    <Link to={path} onClick={stop} color="inherit" underline="always">
      {children}
    </Link>
  );
};

/** The header props a react-admin field element carries (as fieldFor and the custom lists set them). */
type FieldHeaderProps = {
  source?: string;
  label?: ReactNode;
  sortable?: boolean;
  sortBy?: string;
  textAlign?: 'left' | 'right';
};

/**
 * A DataTable column drawing a react-admin field element, its header (title, sort) read from the
 * field's props; the column sorts by `sortBy` when the field sorts on another attribute than its own.
 */
export const columnOf = (field: ReactElement, link?: RecordLink): ReactElement => {
  const { source, label, sortable, sortBy, textAlign } = field.props as FieldHeaderProps;
  const sortSource = sortBy ?? source;
  const header: { source?: string } = sortSource ? { source: sortSource } : {};
  // Numbers align right, as DataTable.NumberCol does (which draws its own NumberField, not this one).
  const align = textAlign === 'right' || field.type === NumberField ? 'right' : undefined;
  return (
    <DataTable.Col
      key={field.key ?? source}
      {...header}
      {...(align ? { align } : {})}
      label={label}
      disableSort={sortable === false}
    >
      {link ? <MainCellLink link={link}>{field}</MainCellLink> : field}
    </DataTable.Col>
  );
};

/** DataTable columns for field elements; the column of `source` (the record's representation) links to its page. */
export const columnsOf = (
  fields: ReactElement[],
  source: string | undefined,
  link: RecordLink | false,
): ReactElement[] =>
  fields.map((field) =>
    columnOf(
      field,
      link && source && (field.props as FieldHeaderProps).source === source ? link : undefined,
    ),
  );

const ActionsTitle = () => {
  const translate = useTranslate();
  return (
    <Box component="span" sx={visuallyHidden}>
      {translate('app.a11y.actions')}
    </Box>
  );
};

/** A last column of row buttons; its header is named "Actions" for screen readers only. */
export const actionsColumn = (children: ReactNode) => (
  <DataTable.Col key="actions" label={<ActionsTitle />} disableSort>
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'flex-end' }}>
      {children}
    </Box>
  </DataTable.Col>
);

const ROW_ICONS = { edit: <ContentCreate />, show: <ImageEye /> };
const SCROLL_TO_TOP = { _scrollToTop: true };

/**
 * A row's Edit or Show button, as react-admin's EditButton and ShowButton draw it, for a list that
 * asked canAccess once for all its rows: theirs ask again for each row, render nothing until every
 * answer is in, then render the rows again (a long task and a layout shift on each list page).
 */
export const RowLinkButton = ({ type }: { type: 'edit' | 'show' }) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!record || !resource) return null;
  // react-admin's Button translates the label and names the link with it.
  return (
    <Button
      component={RouterLink}
      to={createPath({ type, resource, id: record.id })}
      state={SCROLL_TO_TOP}
      label={`ra.action.${type}`}
      onClick={stop}
    >
      {ROW_ICONS[type]}
    </Button>
  );
};
