import { describe, expect, it } from 'vitest';
import {
  TEMPLATE_FIELDS,
  TEMPLATE_KINDS,
  TEMPLATE_LOOPS,
  templateFieldsOf,
} from '../../domain/entities/document-template';
import {
  type TemplateTag,
  templateNeeds,
  templateUses,
} from '../../domain/rules/document-template';
import { en } from '../../locales/en';
import { translate } from '../../locales/merge';

const field = (name: string): TemplateTag => ({ name, kind: 'field', raw: name, inner: [] });
const section = (name: string, inner: TemplateTag[]): TemplateTag => ({
  name,
  kind: 'section',
  raw: `#${name}`,
  inner,
});

/** What a provider's Word template may name (issue 47 part 3). */
describe('the fields of a template', () => {
  it('knows the group’s fields in every kind, the learner’s only in a learner’s documents', () => {
    const agreement = templateUses('agreement', [field('group.title'), field('learner.name')]);
    expect(agreement).toEqual({ uses: ['group.title'], unknown: ['learner.name'] });
    const convocation = templateUses('convocation', [field('group.title'), field('learner.name')]);
    expect(convocation).toEqual({ uses: ['group.title', 'learner.name'], unknown: [] });
  });

  it('names each unknown field once, as written', () => {
    const tags = [field('shoeSize'), field('group.titel'), field('shoeSize')];
    expect(templateUses('attestation', tags).unknown).toEqual(['shoeSize', 'group.titel']);
  });

  it('reads a loop’s fields inside it only, the others everywhere, and no loop in a loop', () => {
    const inside = section('sessions', [
      field('date'),
      field('group.title'),
      field('learner.name'),
    ]);
    expect(templateUses('convocation', [inside])).toEqual({
      uses: ['sessions', 'date', 'group.title', 'learner.name'],
      unknown: [],
    });
    // A loop's field outside it, a loop another kind has not, a loop in a loop.
    expect(templateUses('convocation', [field('date')]).unknown).toEqual(['date']);
    expect(templateUses('attestation', [section('sessions', [])]).unknown).toEqual(['sessions']);
    expect(
      templateUses('convocation', [section('learners', [section('sessions', [])])]).unknown,
    ).toEqual(['sessions']);
  });

  it('takes a field’s section as a condition, and refuses any other kind of tag', () => {
    const condition = section('group.price', [field('group.price')]);
    expect(templateUses('agreement', [condition])).toEqual({ uses: ['group.price'], unknown: [] });
    const raw: TemplateTag = { name: 'group.title', kind: 'other', raw: '@group.title', inner: [] };
    expect(templateUses('agreement', [raw]).unknown).toEqual(['@group.title']);
  });

  it('says which parts of the identity the fields it uses need', () => {
    expect(
      templateNeeds('convocation', ['provider.signer', 'provider.signerTitle', 'group.title']),
    ).toEqual(['signer']);
    expect(templateNeeds('agreement', ['provider.address', 'provider.city', 'today'])).toEqual([
      'address',
    ]);
  });

  it('describes every field and loop in the locales', () => {
    for (const kind of TEMPLATE_KINDS)
      expect(templateFieldsOf(kind).fields.length).toBeGreaterThan(20);
    const key = (k: string) => `app.document_templates.${k}`;
    for (const f of TEMPLATE_FIELDS)
      expect(translate(en, key(`fields.${f.name}`))).not.toBe(key(`fields.${f.name}`));
    for (const loop of TEMPLATE_LOOPS)
      for (const name of loop.fields) {
        const k = key(`loops.${loop.name}.fields.${name}`);
        expect(translate(en, k)).not.toBe(k);
      }
  });
});
