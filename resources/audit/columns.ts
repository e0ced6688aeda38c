import type { TranslateFunction } from 'react-admin';
import type { AuditEntry } from '../../domain/entities/audit';
import { formatDate, formatDateTime } from '../../domain/rules/dates';
import { formatFigure } from '../../domain/rules/figures';

/** The audited tables that are a resource of the app: their columns read as the resource's field labels. */
export const TABLE_RESOURCES: Readonly<Record<string, string>> = {
  students: 'students',
  companies: 'companies',
  customers: 'customers',
  staff: 'admin',
  groups: 'groups',
  sessions: 'sessions',
};

/** What the trail writes in place of a secret column's value. */
export const HIDDEN = 'hidden';

const camelCase = (column: string) =>
  column.replace(/_([a-z0-9])/g, (_all, letter: string) => letter.toUpperCase());

const humanized = (column: string) => {
  const words = column.replace(/_+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

// Never a message: tells a missing key from one whose text happens to be its own key.
const MISSING = '\u0000';

const known = (translate: TranslateFunction, key: string) => {
  const text = translate(key, { _: MISSING });
  return text === MISSING || text === key ? undefined : text;
};

/**
 * A column of an audited table as a person reads it: the field label of the table's resource
 * (company_id as `company` too, the forms' name of a reference), else `app.audit.columns.<column>`,
 * else the column name humanized ("last_seen_at" → "Last seen at").
 */
export function columnLabel(translate: TranslateFunction, table: string, column: string): string {
  const resource = TABLE_RESOURCES[table];
  const field = camelCase(column);
  const fields = resource ? [field, ...(field.endsWith('Id') ? [field.slice(0, -2)] : [])] : [];
  for (const source of fields) {
    const label = known(translate, `resources.${resource}.fields.${source}`);
    if (label) return label;
  }
  return known(translate, `app.audit.columns.${column}`) ?? humanized(column);
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A column's value as a person reads it: instants and days in her locale, numbers with her
 * separators, Yes/No, an em dash for none, a secret's "hidden" translated, anything else compact JSON.
 */
export function valueText(value: unknown, translate: TranslateFunction, locale: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value === HIDDEN) return translate('app.audit.hidden');
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (typeof value === 'number') return formatFigure(value, locale, 3);
  if (typeof value === 'string') {
    if (INSTANT.test(value)) return formatDateTime(value, locale) ?? value;
    if (DAY.test(value)) return formatDate(value, locale) ?? value;
    return value;
  }
  return JSON.stringify(value);
}

/** One changed column of an entry: its label and its values before and after, ready to show. */
export type Change = { column: string; label: string; before: string; after: string };

/** The columns an entry changed, in the order the trail wrote them (before's, then after's new ones). */
export const changedColumns = (entry: Pick<AuditEntry, 'before' | 'after'>): string[] => [
  ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
];

/** An entry's changes, labelled and written for the reader. */
export function changesOf(
  entry: Pick<AuditEntry, 'tableName' | 'before' | 'after'>,
  translate: TranslateFunction,
  locale: string,
): Change[] {
  return changedColumns(entry).map((column) => ({
    column,
    label: columnLabel(translate, entry.tableName, column),
    before: entry.before ? valueText(entry.before[column], translate, locale) : '—',
    after: entry.after ? valueText(entry.after[column], translate, locale) : '—',
  }));
}
