import { type TemplateKind, templateFieldsOf } from '../entities/document-template';

/**
 * A tag of a Word template as the template library reads it: a field (`{group.title}`), a section
 * (`{#learners}…{/learners}` repeats a loop, `{#group.price}…{/group.price}` or `{^…}` shows its
 * inside when the field is given, or not), or another kind of tag (`{@raw}`), which no template may
 * use. `raw` is the tag as written, without its braces.
 */
export interface TemplateTag {
  name: string;
  kind: 'field' | 'section' | 'other';
  raw: string;
  inner: TemplateTag[];
}

/**
 * What a template of `kind` names: the fields and loops it uses (in the order they first appear),
 * and those it may not use (as written, each once): a field not offered for the kind, a field of a
 * loop outside it, a loop inside another, or a tag of another kind.
 */
export function templateUses(kind: TemplateKind, tags: TemplateTag[]) {
  const { fields, loops } = templateFieldsOf(kind);
  const top = new Set(fields.map((f) => f.name));
  const loopFields = new Map(loops.map((l) => [l.name, new Set(l.fields)]));
  const uses = new Set<string>();
  const unknown = new Set<string>();
  const walk = (list: TemplateTag[], inLoop: Set<string> | null) => {
    for (const tag of list) {
      const known = top.has(tag.name) || (inLoop?.has(tag.name) ?? false);
      if (tag.kind === 'other') unknown.add(tag.raw);
      else if (tag.kind === 'section' && !inLoop && loopFields.has(tag.name)) {
        uses.add(tag.name);
        walk(tag.inner, loopFields.get(tag.name) ?? null);
        continue;
      } else if (known) uses.add(tag.name);
      else unknown.add(tag.name);
      if (tag.kind === 'section') walk(tag.inner, inLoop);
    }
  };
  walk(tags, null);
  return { uses: [...uses], unknown: [...unknown] };
}

/** The parts of the provider's identity the fields a template uses need (each once, in order). */
export function templateNeeds(kind: TemplateKind, uses: readonly string[]) {
  const used = new Set(uses);
  return [
    ...new Set(
      templateFieldsOf(kind).fields.flatMap((f) => (f.needs && used.has(f.name) ? [f.needs] : [])),
    ),
  ];
}
