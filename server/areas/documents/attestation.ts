import type { Lang } from '../../../locales/merge';
import type { Block, DocumentModel } from '../../lib/document-blocks';
import { t } from '../../lib/i18n';
import type { Runner } from '../../lib/raw-rows';
import type { Reader } from '../../lib/scope';
import { learnerResults } from '../student-record';
import { certificationOf, documentContext, objectivesReached } from './context';

const DAY_MS = 86_400_000;

/**
 * A learner's end-of-training attestation (attestation de fin de formation, article L6353-1 of the
 * Labour Code; issue 47 part 3): the action's objectives and which she reached, its nature and the
 * certification it leads to, its dates and duration (hours done of those planned), and the results
 * of her assessment the product holds: the group's tests graded, her placement tests in the group,
 * and her exams from its first day to a month after its last. Needs the provider's legal name,
 * address and signer, and the plan's nature.
 */
export async function attestationModel(
  db: Runner,
  groupId: string,
  studentId: string,
  reader: Reader,
  lang: Lang,
): Promise<DocumentModel> {
  const c = await documentContext(db, groupId, studentId, reader, lang, {
    identity: ['legalName', 'address', 'signer'],
    nature: true,
  });
  const label = (key: string, params?: Record<string, string | number>) =>
    t(lang, `app.documents.attestation.${key}`, params);
  const [objectives, results] = await Promise.all([
    objectivesReached(db, groupId, studentId),
    learnerResults(db, studentId, reader),
  ]);
  const { head, identity, action } = c;
  const from = head.beginDate ? Date.parse(head.beginDate) : Number.NEGATIVE_INFINITY;
  const to = head.endDate ? Date.parse(head.endDate) + 31 * DAY_MS : Number.POSITIVE_INFINITY;
  const skill = (key: string) => t(lang, `app.group_results.skills.${key}`);
  const resultLines = results
    .filter((r) =>
      r.kind === 'exam'
        ? Date.parse(r.at) >= from && Date.parse(r.at) <= to
        : r.groupId === groupId,
    )
    .map((r) => {
      const title =
        r.kind === 'grade' && r.test ? t(lang, `app.group_results.tests.${r.test}`) : r.title;
      const skills = r.skills.map((s) => `${skill(s.skill)} ${s.level ?? '…'}`).join(', ');
      return label('result_line', {
        title,
        level: r.level ?? '…',
        date: c.day(r.at),
        skills: skills || '—',
      });
    });
  const certification = certificationOf(action);
  const blocks: Block[] = [
    { kind: 'title', text: label('title') },
    {
      kind: 'paragraph',
      text: label('statement', { provider: identity.legalName, name: c.name }),
    },
    { kind: 'field', label: label('action'), value: head.name },
    { kind: 'field', label: label('client'), value: head.companyName },
    {
      kind: 'field',
      label: label('nature'),
      value: t(lang, `app.group_funding.natures.${action?.nature}`),
    },
    ...(certification
      ? [{ kind: 'field' as const, label: label('certification'), value: certification }]
      : []),
    {
      kind: 'field',
      label: label('period'),
      value: `${c.day(head.beginDate)} – ${c.day(head.endDate)}`,
    },
    {
      kind: 'field',
      label: label('duration'),
      value: label('duration_value', {
        done: c.hours(c.learner.doneHours),
        planned: c.hours(c.learner.plannedHours),
      }),
    },
    {
      kind: 'list',
      label: label('objectives'),
      lines:
        objectives.length === 0
          ? [label('no_objective')]
          : objectives.map((r) =>
              label(r.reached ? 'reached' : 'not_reached', { objective: r.name }),
            ),
    },
    {
      kind: 'list',
      label: label('results'),
      lines: resultLines.length > 0 ? resultLines : [label('no_result')],
    },
    { kind: 'paragraph', text: c.issued },
    {
      kind: 'signature',
      label: label('signature'),
      signer: `${identity.signer.name}, ${identity.signer.title}`,
      provider: true,
    },
  ];
  return {
    docTitle: `${label('title')}: ${c.name}`,
    blocks,
    fileBase: `${label('file')}-${c.learner.name}-${c.learner.firstname}`,
  };
}
