import { z } from 'zod';
import type { IdentityField } from '../rules/provider-identity';

/**
 * The provider's own Word templates (issue 47 part 3): one a kind of document, uploaded by an
 * Admin, filled by docxtemplater with the fields below (`{group.title}`, `{#learners}{name}{/learners}`)
 * in place of the built-in model of that kind. A template naming a field not listed here for its
 * kind is refused at upload with the field's name (domain/rules/document-template.ts).
 */
export const TEMPLATE_KINDS = [
  'agreement',
  'contract',
  'convocation',
  'attestation',
  'certificate',
] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** The kinds made for one learner of a group (the agreement is the group's). */
export const LEARNER_KINDS: readonly TemplateKind[] = [
  'contract',
  'convocation',
  'attestation',
  'certificate',
];

/** Largest template accepted (413 past it), and the most its files may unpack to (400 past it). */
export const TEMPLATE_MAX_BYTES = 5 * 1024 * 1024;
export const TEMPLATE_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;

/**
 * A field of a template: its name (a path, as the template writes it between braces), the part of
 * the provider's identity it needs (an empty one is a 409 naming it, as for the built-in models),
 * and the kinds it is offered in (all when absent).
 */
export interface TemplateField {
  name: string;
  needs?: IdentityField;
  kinds?: readonly TemplateKind[];
}

/** The fields of a template, in the order the upload page lists them. */
export const TEMPLATE_FIELDS: readonly TemplateField[] = [
  { name: 'provider.name', needs: 'legalName' },
  { name: 'provider.address', needs: 'address' },
  { name: 'provider.city', needs: 'address' },
  { name: 'provider.siret', needs: 'siret' },
  { name: 'provider.activityNumber', needs: 'activityNumber' },
  { name: 'provider.activityRegion', needs: 'activityRegion' },
  { name: 'provider.qualiopi', needs: 'qualiopi' },
  { name: 'provider.vatNumber', needs: 'vat' },
  { name: 'provider.signer', needs: 'signer' },
  { name: 'provider.signerTitle', needs: 'signer' },
  { name: 'provider.accessibility', needs: 'accessibility' },
  { name: 'provider.terms', needs: 'terms' },
  { name: 'provider.internalRules', needs: 'internalRules' },
  { name: 'client.name' },
  { name: 'group.title' },
  { name: 'group.start' },
  { name: 'group.end' },
  { name: 'group.hours' },
  { name: 'group.trainers' },
  { name: 'group.objectives' },
  { name: 'group.content' },
  { name: 'group.nature' },
  { name: 'group.certification' },
  { name: 'group.modality' },
  { name: 'group.prerequisites' },
  { name: 'group.equipment' },
  { name: 'group.price' },
  { name: 'group.learnerCount' },
  { name: 'learner.name', kinds: LEARNER_KINDS },
  { name: 'learner.firstName', kinds: LEARNER_KINDS },
  { name: 'learner.lastName', kinds: LEARNER_KINDS },
  { name: 'learner.hoursPlanned', kinds: LEARNER_KINDS },
  { name: 'learner.hoursDone', kinds: LEARNER_KINDS },
  { name: 'learner.hoursInClass', kinds: LEARNER_KINDS },
  { name: 'learner.hoursElearning', kinds: LEARNER_KINDS },
  { name: 'today' },
];

/**
 * A list a template repeats (`{#sessions}…{/sessions}`): its name, the fields of each of its items,
 * and the kinds it is offered in (all when absent). Inside it, the template's fields remain.
 */
export interface TemplateLoop {
  name: string;
  fields: readonly string[];
  kinds?: readonly TemplateKind[];
}

export const TEMPLATE_LOOPS: readonly TemplateLoop[] = [
  { name: 'learners', fields: ['name', 'firstName', 'lastName'] },
  { name: 'objectives', fields: ['name'], kinds: ['agreement'] },
  { name: 'objectives', fields: ['name', 'reached'], kinds: LEARNER_KINDS },
  { name: 'sessions', fields: ['date', 'from', 'to', 'place', 'trainer'], kinds: ['convocation'] },
];

const offered = (kind: TemplateKind) => (entry: { kinds?: readonly TemplateKind[] }) =>
  !entry.kinds || entry.kinds.includes(kind);

/** The fields and loops a template of `kind` may name. */
export const templateFieldsOf = (kind: TemplateKind) => ({
  fields: TEMPLATE_FIELDS.filter(offered(kind)),
  loops: TEMPLATE_LOOPS.filter(offered(kind)),
});

export const TemplateKindParamsSchema = z.strictObject({ kind: z.enum(TEMPLATE_KINDS) });

/** A kind of document with the fields it offers, and the provider's template of it when uploaded. */
export const DocumentTemplateSchema = z.object({
  kind: z.enum(TEMPLATE_KINDS),
  fields: z.array(z.string()),
  loops: z.array(z.object({ name: z.string(), fields: z.array(z.string()) })),
  template: z
    .object({
      fileName: z.string(),
      size: z.int(),
      /** SHA-256 of the file, in hex. */
      digest: z.string(),
      /** The fields and loops it names, in the order they first appear. */
      uses: z.array(z.string()),
      uploadedAt: z.iso.datetime({ offset: true }),
      uploadedBy: z.string().nullable(),
    })
    .nullable(),
});
export type DocumentTemplate = z.infer<typeof DocumentTemplateSchema>;
