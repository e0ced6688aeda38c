import type { TemplateKind } from '../../../domain/entities/document-template';
import { formatDate } from '../../../domain/rules/dates';
import { templateNeeds } from '../../../domain/rules/document-template';
import { personName } from '../../../domain/rules/person-name';
import { identityLacks } from '../../../domain/rules/provider-identity';
import type { Lang } from '../../../locales/merge';
import type { TemplateData } from '../../lib/docx-template';
import { documentLacks, HttpError } from '../../lib/http-errors';
import { t } from '../../lib/i18n';
import type { Runner } from '../../lib/raw-rows';
import type { Reader } from '../../lib/scope';
import { learnerInGroup } from '../group-results';
import { actionFacts, actionWords } from './action';
import { certificationOf, objectivesReached } from './context';
import { sessionsToCome } from './convocation';

/** The message key of each kind's file name (the built-in model's). */
const FILE_KEYS: Record<TemplateKind, string> = {
  agreement: 'app.documents.agreement.file',
  contract: 'app.documents.contract.file',
  convocation: 'app.documents.convocation.file',
  attestation: 'app.documents.attestation.file',
  certificate: 'app.group_results.certificate.file',
};

const joined = (parts: string[], separator = ', ') =>
  parts.filter((part) => part.trim() !== '').join(separator);

/**
 * The values a provider's template of `kind` is filled with (domain/entities/document-template.ts
 * lists them), for a group, or for one of its learners (studentId) with the learner kinds: in
 * `lang`, dates and hours written out, a value not given empty. 404 outside the reader's groups or
 * for a learner not in the group; 409 naming what the identity lacks of the fields the template
 * `uses`, and for a contract, a learner who does not pay personally.
 */
export async function templateData(
  db: Runner,
  kind: TemplateKind,
  groupId: string,
  studentId: string | null,
  reader: Reader,
  lang: Lang,
  uses: readonly string[],
): Promise<{ data: TemplateData; fileBase: string }> {
  // Her place in the group first (404 for a learner not in it), then what the action says.
  const member = studentId === null ? null : await learnerInGroup(db, groupId, studentId, reader);
  const f = await actionFacts(db, groupId, reader);
  const { identity, plan, head } = f;
  const lacks = identityLacks(identity, templateNeeds(kind, uses));
  if (lacks.length > 0) throw documentLacks(lacks);
  const { funding, money, hours, day } = actionWords(lang);
  const data: TemplateData = {
    provider: {
      name: identity.legalName,
      address: joined([
        identity.address.street,
        `${identity.address.postcode} ${identity.address.city}`,
      ]),
      city: identity.address.city,
      siret: identity.siret,
      activityNumber: identity.activityNumber,
      activityRegion: identity.activityRegion,
      qualiopi: identity.qualiopi.number,
      vatNumber: identity.vat.number,
      signer: identity.signer.name,
      signerTitle: identity.signer.title,
      accessibility: joined([
        identity.accessibility.name,
        identity.accessibility.email,
        identity.accessibility.phone,
      ]),
      terms: identity.texts.terms,
      internalRules: identity.texts.internalRules,
    },
    client: { name: head.companyName },
    group: {
      title: head.name,
      start: head.beginDate ? day(head.beginDate) : '',
      end: head.endDate ? day(head.endDate) : '',
      hours: hours(head.durationMinutes / 60),
      trainers: f.trainers.map((x) => x.name).join(', '),
      objectives: f.objectives.join('; '),
      content: f.content.join('; '),
      nature: plan.nature ? funding(`natures.${plan.nature}`) : '',
      certification: certificationOf(plan),
      modality: plan.modality ? funding(`modalities.${plan.modality}`) : '',
      prerequisites: plan.prerequisites ?? '',
      equipment: plan.equipment ?? '',
      price: plan.priceCents === null ? '' : money(plan.priceCents),
      learnerCount: String(plan.learners.length),
    },
    learners: plan.learners.map((l) => ({
      name: personName(l),
      firstName: l.firstname,
      lastName: l.name,
    })),
    objectives: f.objectives.map((name) => ({ name })),
    today: formatDate(new Date(), lang) ?? '',
  };
  const file = t(lang, FILE_KEYS[kind]);
  if (!member) return { data, fileBase: `${file}-${head.name}` };

  const { learner } = member;
  if (kind === 'contract' && !learner.paysPersonally)
    throw new HttpError(409, 'app.documents.not_self_funded');
  const word = (reached: boolean) => t(lang, `app.documents.template.${reached ? 'yes' : 'no'}`);
  const [reached, sessions] = await Promise.all([
    objectivesReached(db, groupId, learner.studentId),
    kind === 'convocation'
      ? sessionsToCome(db, { head, identity, learner }, lang)
      : Promise.resolve([]),
  ]);
  Object.assign(data, {
    learner: {
      name: personName(learner),
      firstName: learner.firstname,
      lastName: learner.name,
      hoursPlanned: hours(learner.plannedHours),
      hoursDone: hours(learner.doneHours),
      hoursInClass: hours(learner.presentialHours ?? 0),
      hoursElearning: hours(learner.elearningHours),
    },
    objectives: reached.map((o) => ({ name: o.name, reached: word(o.reached) })),
    sessions,
  });
  return { data, fileBase: `${file}-${learner.name}-${learner.firstname}` };
}
