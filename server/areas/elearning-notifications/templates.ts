import { and, eq } from 'drizzle-orm';
import {
  ELEARNING_NOTIFICATION_KINDS,
  type ElearningNotificationKind,
  type ElearningTemplate,
  EN_PLACEHOLDER_FIELD,
  EN_PLACEHOLDER_UNKNOWN,
  type SetTemplate,
  TEMPLATE_LANGUAGES,
  type TemplateLanguage,
} from '../../../domain/entities/elearning-notification';
import { unknownPlaceholders } from '../../../domain/rules/elearning-notifications';
import type { Db } from '../../db/connect';
import { elearningTemplates } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { t } from '../../lib/i18n';

type Row = typeof elearningTemplates.$inferSelect;

/** A kind's default text in a language (locales/fragments/elearning-notifications.ts). */
export const defaultTemplate = (kind: ElearningNotificationKind, language: TemplateLanguage) => ({
  subject: t(language, `app.elearning_notifications.defaults.${kind}.subject`),
  body: t(language, `app.elearning_notifications.defaults.${kind}.body`),
});

const toTemplate = (
  kind: ElearningNotificationKind,
  language: TemplateLanguage,
  row: Row | undefined,
): ElearningTemplate => {
  const fallback = defaultTemplate(kind, language);
  return {
    kind,
    language,
    subject: row?.subject ?? fallback.subject,
    body: row?.body ?? fallback.body,
    custom: row !== undefined,
    defaultSubject: fallback.subject,
    defaultBody: fallback.body,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
};

/** Every kind in every language: the override where there is one, else the default text. */
export async function listTemplates(db: Db): Promise<ElearningTemplate[]> {
  const rows = await db.select().from(elearningTemplates);
  const find = (kind: string, language: string) =>
    rows.find((r) => r.kind === kind && r.language === language);
  return ELEARNING_NOTIFICATION_KINDS.flatMap((kind) =>
    TEMPLATE_LANGUAGES.map((language) => toTemplate(kind, language, find(kind, language))),
  );
}

/** The text a message of this kind is sent with in this language. */
export async function templateOf(
  db: Db,
  kind: ElearningNotificationKind,
  language: TemplateLanguage,
): Promise<ElearningTemplate> {
  const [row] = await db
    .select()
    .from(elearningTemplates)
    .where(and(eq(elearningTemplates.kind, kind), eq(elearningTemplates.language, language)));
  return toTemplate(kind, language, row);
}

/** PUT: an override, its placeholders among the known ones (else a 400 naming the field). */
export async function setTemplate(
  db: Db,
  kind: ElearningNotificationKind,
  language: TemplateLanguage,
  body: SetTemplate,
  staffId: string,
): Promise<ElearningTemplate> {
  const errors: Record<string, string> = {};
  const unknown = new Set<string>();
  for (const field of ['subject', 'body'] as const) {
    const names = unknownPlaceholders(body[field]);
    if (names.length > 0) errors[field] = EN_PLACEHOLDER_FIELD;
    for (const name of names) unknown.add(name);
  }
  if (unknown.size > 0) {
    const names = [...unknown].map((n) => `{{${n}}}`.slice(0, 60)).join(', ');
    throw new HttpError(400, EN_PLACEHOLDER_UNKNOWN, { names }, errors);
  }
  const now = new Date();
  const [row] = await db
    .insert(elearningTemplates)
    .values({ kind, language, subject: body.subject, body: body.body, updatedBy: staffId })
    .onConflictDoUpdate({
      target: [elearningTemplates.kind, elearningTemplates.language],
      set: { subject: body.subject, body: body.body, updatedBy: staffId, updatedAt: now },
    })
    .returning();
  return toTemplate(kind, language, row);
}

/** DELETE: back to the default text. */
export async function resetTemplate(
  db: Db,
  kind: ElearningNotificationKind,
  language: TemplateLanguage,
): Promise<ElearningTemplate> {
  await db
    .delete(elearningTemplates)
    .where(and(eq(elearningTemplates.kind, kind), eq(elearningTemplates.language, language)));
  return toTemplate(kind, language, undefined);
}
