import { sql } from 'drizzle-orm';
import {
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { archivedAt, id, reference, searchText, timestamps } from './columns';
import { languages } from './reference';

export interface ThemeColor {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Every account that signs in: type 1 Super Administrator, 2 Admin, 3 Teacher. */
export const staff = pgTable(
  'staff',
  {
    id: id(),
    type: smallint('type').notNull(),
    name: text('name').notNull(),
    firstname: text('firstname').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /**
     * A trainer's diplomas, titles or references, as the training contract states them (article
     * L6353-4, 5° of the Labour Code).
     */
    qualifications: text('qualifications'),
    /**
     * A trainer's tie to the provider, as the BPF's frame E counts it: own staff (E-1) or outside,
     * self-employed or subcontracted (E-2); null: not given.
     */
    trainerKind: text('trainer_kind', { enum: ['own', 'outside'] }),
    passwordHash: text('password_hash'),
    /** pending: registered, waiting for a Super Administrator; active; rejected. */
    status: text('status', { enum: ['pending', 'active', 'rejected'] })
      .notNull()
      .default('active'),
    themeColor: jsonb('theme_color')
      .$type<ThemeColor>()
      .notNull()
      .default({ r: 110, g: 140, b: 160, a: 0.3 }),
    language: text('language', { enum: ['en', 'fr', 'de'] }),
    theme: text('theme', { enum: ['light', 'dark'] }),
    archivedAt: archivedAt(),
    searchText: searchText('name', 'firstname', 'email'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('staff_email_key').on(sql`lower(${t.email})`),
    index('staff_type_idx').on(t.type),
    index('staff_name_idx').on(sql`lower(${t.name})`, sql`lower(${t.firstname})`),
    index('staff_search_text_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** The languages a trainer teaches: the agenda and the bulk edit of trainers set and filter by them. */
export const staffLanguages = pgTable(
  'staff_languages',
  {
    staffId: reference('staff_id', () => staff.id, 'cascade'),
    languageId: reference('language_id', () => languages.id, 'restrict'),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.languageId] }),
    index('staff_languages_language_idx').on(t.languageId),
  ],
);

/** Refresh tokens, stored hashed; a family is one sign-in, rotated at every refresh. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    staffId: reference('staff_id', () => staff.id, 'cascade'),
    tokenHash: text('token_hash').notNull(),
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_staff_idx').on(t.staffId),
  ],
);

/** Password reset and invitation tokens: single use, stored hashed. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    staffId: reference('staff_id', () => staff.id, 'cascade'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('password_resets_hash_key').on(t.tokenHash),
    index('password_resets_staff_idx').on(t.staffId),
  ],
);

/**
 * Failed sign-ins of the last window, shared by every API server. A row holds keyed digests only
 * (HMAC with a key derived from the JWT secret, never stored): of the e-mail as typed, and of the
 * e-mail with the wrong password, so a dump of the database cannot test a password list.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: id(),
    account: text('account').notNull(),
    guess: text('guess').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sign_in_failures_guess_key').on(t.account, t.guess),
    index('sign_in_failures_created_idx').on(t.createdAt),
  ],
);
