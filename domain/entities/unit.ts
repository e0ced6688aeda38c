import { z } from 'zod';

/** One activity (a manifest item with a resource) of a SCORM package, in manifest order. */
export const ActivitySchema = z.object({
  /** The item's identifier in the manifest: the {activityId} of /unitViewer. */
  id: z.string(),
  title: z.string(),
  /** The launch file, relative to the package root, as the manifest's resource href gives it. */
  launch: z.string(),
  /** The item's SCORM `parameters` (a query string or fragment), when it has one. */
  parameters: z.string().optional(),
});
export type Activity = z.infer<typeof ActivitySchema>;

export const SCORM_VERSIONS = ['1.2', '2004'] as const;
export type ScormVersion = (typeof SCORM_VERSIONS)[number];

/** A unit as the API answers it (/unit). */
export const UnitSchema = z.object({
  _id: z.string(),
  filename: z.string(),
  title: z.string(),
  version: z.enum(SCORM_VERSIONS),
  activities: z.array(ActivitySchema),
  /** Unpacked bytes and files, and the zip's bytes. */
  size: z.number(),
  fileCount: z.number(),
  packageSize: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Unit = z.infer<typeof UnitSchema>;
