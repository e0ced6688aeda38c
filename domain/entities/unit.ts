import { z } from 'zod';
import { many, requiredText } from './fields';
import { writableBody } from './writable-body';

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

/** Most missing files an upload's report names; missingCount tells how many in all. */
export const REPORT_MISSING_FILES_MAX = 50;

/** What an upload found in the package (POST /unit's answer only). */
export const UnitReportSchema = z.object({
  /** The distinct launch files of the activities, relative to the package root. */
  launchPages: z.array(z.string()),
  /** Files the manifest names that the zip lacks, the first REPORT_MISSING_FILES_MAX of them. */
  missingFiles: z.array(z.string()).max(REPORT_MISSING_FILES_MAX),
  missingCount: z.number().int().min(0),
});
export type UnitReport = z.infer<typeof UnitReportSchema>;

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
  report: UnitReportSchema.optional().meta({
    description: `Only in the answer of the upload (POST /unit): the launch pages, and the files the manifest names that the zip lacks (the first ${REPORT_MISSING_FILES_MAX}, and their count)`,
  }),
});
export type Unit = z.infer<typeof UnitSchema>;

export const UNIT_TITLE_MAX_LENGTH = 200;

/** Message keys of the units' rules (locales/fragments/units.ts). */
export const UNIT_IN_USE = 'app.units.in_use';
export const UNIT_TRACKED = 'app.units.tracked';
export const UNKNOWN_UNIT = 'app.units.unknown_unit';
export const UNITS_REPEATED = 'app.units.units_repeated';
export const TOO_MANY_UNITS = 'app.units.too_many_units';

/** PUT /unit/{id}: a rename only. */
export const UpdateUnitSchema = writableBody(UnitSchema, {
  title: requiredText(UNIT_TITLE_MAX_LENGTH),
});
export type UpdateUnit = z.output<typeof UpdateUnitSchema>;

/** GET /unit/all: what the module form's picker needs. */
export const UnitChoiceSchema = UnitSchema.pick({
  _id: true,
  title: true,
  version: true,
  filename: true,
});
export type UnitChoice = z.infer<typeof UnitChoiceSchema>;

/** The filters of GET /unit: q (title), id (getMany), version. */
export const UnitFilterSchema = z.object({
  q: z.string().max(200).optional(),
  id: many(z.uuid()).optional(),
  version: z.enum(SCORM_VERSIONS).optional(),
});
