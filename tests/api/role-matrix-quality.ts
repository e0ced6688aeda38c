import { complaints, improvements, surveys } from '../../server/db/schema';
import type { App } from './helpers';

/**
 * The role matrix's records of the quality registers: a complaint the teacher recorded, still open,
 * and one about the outside group that an administrator recorded; an improvement action she owns,
 * not started, and one an administrator owns; a questionnaire, which no group owns.
 */
export async function qualityRecords(
  db: App['db'],
  ids: {
    teacher: string;
    superAdmin: string;
    ownGroup: { id: string };
    outsideGroup: { id: string };
  },
) {
  const [ownComplaint, outsideComplaint] = await db
    .insert(complaints)
    .values(
      [
        [ids.teacher, ids.ownGroup.id],
        [ids.superAdmin, ids.outsideGroup.id],
      ].map(([recordedBy, groupId]) => ({
        receivedOn: '2026-01-15',
        source: 'learner',
        subject: 'Matrix complaint',
        description: 'Matrix',
        groupId,
        recordedBy,
      })),
    )
    .returning({ id: complaints.id });
  const [ownImprovement, outsideImprovement] = await db
    .insert(improvements)
    .values(
      [ids.teacher, ids.superAdmin].map((ownerId) => ({
        origin: 'idea',
        title: 'Matrix action',
        ownerId,
      })),
    )
    .returning({ id: improvements.id });
  // A questionnaire no group owns: a Teacher reads them all.
  const [survey] = await db
    .insert(surveys)
    .values({ kind: 'client_end', name: 'Matrix questionnaire' })
    .returning({ id: surveys.id });
  return {
    own: { complaint: ownComplaint.id, improvement: ownImprovement.id, survey: survey.id },
    outside: {
      complaint: outsideComplaint.id,
      improvement: outsideImprovement.id,
      survey: survey.id,
    },
  };
}
