import { z } from 'zod';
import { many } from './fields';

/**
 * A test taken with an access code, as staff read it (/placementresult, the /placement/results
 * screen): who took it, for which client and group, when, and once handed in its score out of 10,
 * its level (0..6, A0..C2) and the free-text answers a trainer still has to mark.
 */
export const PlacementResultSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  email: z.string(),
  company: z.uuid(),
  group: z.uuid().nullable(),
  student: z.uuid().nullable(),
  questionCount: z.int(),
  score: z.number().nullable(),
  level: z.int().nullable(),
  pending: z.int().nullable(),
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PlacementResult = z.infer<typeof PlacementResultSchema>;

/** The filters of GET /placementresult: q (name or e-mail), id, company, group, student, finished. */
export const PlacementResultFilterSchema = z.object({
  q: z.string().max(200).optional(),
  id: many(z.uuid()).optional(),
  company: many(z.uuid()).optional(),
  group: many(z.uuid()).optional(),
  student: many(z.uuid()).optional(),
  finished: z.boolean().optional(),
});
