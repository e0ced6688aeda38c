import { AUDIT_ACTIONS, AUDITED_TABLES, type AuditAction } from '../../domain/entities/audit';
import type { Choice } from '../../src/meta';

// Filled chips only in colours whose white text keeps AA contrast on MUI's palette.
const ACTION_COLORS: Partial<Record<AuditAction, Choice['color']>> = {
  create: 'success',
  delete: 'error',
  sign_in_failed: 'error',
};

/** The trail's actions as select choices: labels app.audit.actions.<action>. */
export const ACTION_CHOICES: Choice[] = AUDIT_ACTIONS.map((action) => ({
  id: action,
  name: `app.audit.actions.${action}`,
  color: ACTION_COLORS[action] ?? 'default',
}));

/** The audited tables as select choices: labels app.audit.tables.<table>. */
export const TABLE_CHOICES: Choice[] = AUDITED_TABLES.map((table) => ({
  id: table,
  name: `app.audit.tables.${table}`,
}));
