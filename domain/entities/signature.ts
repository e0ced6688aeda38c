import { z } from 'zod';
import { SLOT_STATUSES } from '../rules/attendance';
import { MAX_REOPEN_REASON, MAX_SIGNATURE_POINTS } from '../rules/signature';
import { hhmm } from './session';

// Messages (locales: app.signatures.*).
export const SIGNATURE_UNKNOWN_SLOT = 'app.signatures.unknown_slot';
export const SIGNATURE_ALREADY_SIGNED = 'app.signatures.already_signed';
export const SIGNATURE_LOCKED = 'app.signatures.locked';
export const SIGNATURE_NOT_LOCKED = 'app.signatures.not_locked';
export const SIGNATURE_BAD_IMAGE = 'app.signatures.bad_image';
export const SIGNATURE_LINK_CLOSED = 'app.signatures.link_closed';
export const SIGNATURE_HAS_PROOF = 'app.signatures.has_proof';

/** One signature as the sheet shows it (its image at GET /session/signature/image/{id}). */
export const SignatureSchema = z.object({
  id: z.uuid(),
  slot: z.number().int(),
  /** The learner; null for the trainer's countersignature. */
  student: z.uuid().nullable(),
  /** Who signed the countersignature or held the screen; null through a link. */
  staff: z.uuid().nullable(),
  staffName: z.string().nullable(),
  via: z.enum(['screen', 'link']),
  signedAt: z.string(),
  sha256: z.string(),
});
export type Signature = z.infer<typeof SignatureSchema>;

export const ReopeningSchema = z.object({
  slot: z.number().int(),
  staff: z.uuid().nullable(),
  staffName: z.string().nullable(),
  reason: z.string(),
  createdAt: z.string(),
});
export type Reopening = z.infer<typeof ReopeningSchema>;

// Messages of the half-day attendance (locales: app.signatures.*).
export const ATTENDANCE_TIME_REQUIRED = 'app.signatures.time_required';
export const ATTENDANCE_TIME_OUTSIDE = 'app.signatures.time_outside';
export const ATTENDANCE_NOT_EXCUSED = 'app.signatures.not_excused';
export const ATTENDANCE_BAD_DOCUMENT = 'app.signatures.bad_document';

export const SlotStatusSchema = z.enum(SLOT_STATUSES);

/** A learner's attendance in a half-day (domain/rules/attendance.ts). */
export const SlotMarkSchema = z.object({
  student: z.uuid(),
  status: SlotStatusSchema,
  /** The arrival (late) or the departure (left early), 'HH:mm' in the session's zone. */
  time: z.string().nullable(),
  /** The minutes attended, which the follow-up adds up. */
  minutes: z.number().int(),
  /** A justified absence's document (GET /session/appointment/justification/{id}/{slot}/{student}). */
  document: z.object({ name: z.string(), contentType: z.string() }).nullable(),
});
export type SlotMarkRecord = z.infer<typeof SlotMarkSchema>;

/**
 * PUT /session/appointment/slot/{id}: one learner's status in one half-day; null unmarks it. A
 * time is required with late and left early, and must fall within the half-day.
 */
export const MarkSlotSchema = z.strictObject({
  slot: z.number().int().min(0),
  student: z.uuid(),
  status: SlotStatusSchema.nullable(),
  time: hhmm.nullable().optional(),
});
export type MarkSlot = z.infer<typeof MarkSlotSchema>;

/** A half-day of the session (domain/rules/signature.ts) and its current signatures. */
export const SignatureSlotSchema = z.object({
  index: z.number().int(),
  start: z.string(),
  end: z.string(),
  /** The learners' signatures and the countersignature since the last reopening. */
  signatures: z.array(SignatureSchema),
  /** Countersigned by the trainer: no signature is taken until an Admin reopens it. */
  locked: z.boolean(),
  /** Whether a learner's link signs now (from 15 minutes before to the slot's end). */
  linkOpen: z.boolean(),
  /** Earlier reopenings, newest first; the signatures they set aside stay in the proof. */
  reopenings: z.array(ReopeningSchema),
  /** The learners' statuses in this half-day (a learner not listed is not marked). */
  marks: z.array(SlotMarkSchema),
});

/** GET /session/signature/{id}: the session's slots and who signed them. */
export const SignatureSheetSchema = z.object({
  session: z.uuid(),
  registrants: z.array(z.uuid()),
  slots: z.array(SignatureSlotSchema),
});
export type SignatureSheet = z.infer<typeof SignatureSheetSchema>;

const Point = z.object({
  x: z.number(),
  y: z.number(),
  time: z.number().optional(),
  pressure: z.number().optional(),
});
/** signature_pad's toData(): strokes of points. */
export const StrokesSchema = z
  .array(z.object({ points: z.array(Point) }).passthrough())
  .max(500)
  .refine(
    (strokes) => strokes.reduce((n, s) => n + s.points.length, 0) <= MAX_SIGNATURE_POINTS,
    'app.signatures.bad_image',
  )
  .refine((strokes) => strokes.some((s) => s.points.length > 0), 'app.signatures.empty');

/** A PNG as a data URL, as signature_pad's toDataURL() gives it. */
export const SignatureImageSchema = z
  .string()
  .max(400_000)
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, 'app.signatures.bad_image');

/** POST /session/signature/{id}: a learner's signature on the trainer's screen, or (student null) the countersignature. */
export const SignOnScreenSchema = z.strictObject({
  slot: z.number().int().min(0),
  student: z.uuid().nullable(),
  image: SignatureImageSchema,
  points: StrokesSchema,
});
export type SignOnScreen = z.infer<typeof SignOnScreenSchema>;

/** POST /sign/{token}: the learner's own signature through the link. */
export const SignByLinkSchema = z.strictObject({
  image: SignatureImageSchema,
  points: StrokesSchema,
});
export type SignByLink = z.infer<typeof SignByLinkSchema>;

/** POST /session/signature/links/{id}: a link per learner who has not signed the slot, mailed. */
export const SignatureLinksRequestSchema = z.strictObject({ slot: z.number().int().min(0) });
export const SignatureLinksSchema = z.object({
  links: z.array(
    z.object({
      student: z.uuid(),
      url: z.string(),
      /** False when the learner has no e-mail: show the QR code. */
      mailed: z.boolean(),
    }),
  ),
});
export type SignatureLinks = z.infer<typeof SignatureLinksSchema>;

/** PUT /session/signature/reopen/{id}: an Admin reopens a locked slot, saying why. */
export const ReopenSlotSchema = z.strictObject({
  slot: z.number().int().min(0),
  reason: z
    .string()
    .max(MAX_REOPEN_REASON)
    .refine((v) => v.trim() !== '', 'app.validation.required'),
});
export type ReopenSlot = z.infer<typeof ReopenSlotSchema>;

/** GET /sign/{token}: what the learner's public page shows. */
export const SignatureLinkPageSchema = z.object({
  title: z.string(),
  trainer: z.string(),
  student: z.string(),
  start: z.string(),
  end: z.string(),
  open: z.boolean(),
  signed: z.boolean(),
});
export type SignatureLinkPage = z.infer<typeof SignatureLinkPageSchema>;

/** GET /session/signature/missing: slots already begun whose signatures are missing. */
export const MissingSignaturesQuerySchema = z.object({
  start: z.iso.datetime({ offset: true }).optional(),
  end: z.iso.datetime({ offset: true }).optional(),
  teacher: z.uuid().optional(),
});
export const MissingSignatureRowSchema = z.object({
  session: z.uuid(),
  title: z.string(),
  teacher: z.uuid(),
  teacherName: z.string(),
  slot: z.number().int(),
  start: z.string(),
  end: z.string(),
  /** Registrants without a signature in the slot. */
  missing: z.array(z.object({ id: z.uuid(), name: z.string() })),
  countersigned: z.boolean(),
});
export const MissingSignaturesSchema = z.array(MissingSignatureRowSchema);
export type MissingSignatureRow = z.infer<typeof MissingSignatureRowSchema>;
