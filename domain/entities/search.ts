import { z } from 'zod';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../rules/search';
import { GroupSearchHitSchema } from './group';

/** The text of GET /query/{text}: 2 characters or more once trimmed. */
export const SearchTextSchema = z
  .string()
  .trim()
  .min(SEARCH_MIN_LENGTH, 'app.search.too_short')
  .max(SEARCH_MAX_LENGTH);

const Person = z.object({
  _id: z.uuid(),
  name: z.string(),
  firstname: z.string(),
  email: z.string(),
});

/** Spec section 7: company, user (students), customer and teacher lists with name, _id, email. */
export const SearchResultSchema = z.object({
  company: z.array(z.object({ _id: z.uuid(), name: z.string(), languageArea: z.number() })),
  user: z.array(Person),
  customer: z.array(Person),
  teacher: z.array(Person),
  /** E-learning catalogue (spec section 2's Course and Module results). */
  course: z.array(z.object({ _id: z.uuid(), name: z.string() })),
  module: z.array(z.object({ _id: z.uuid(), name: z.string(), level: z.number() })),
  /** Learning resources, by name or label; absent when none matches. */
  resource: z.array(z.object({ _id: z.uuid(), name: z.string(), label: z.string() })).optional(),
  /** Groups: name and client; absent when none matches. */
  group: z.array(GroupSearchHitSchema).optional(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;
export { SEARCH_KINDS, type SearchKind } from './search-constants';
