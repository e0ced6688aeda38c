import { addDays } from 'date-fns';
import { and, asc, count, eq } from 'drizzle-orm';
import { providerDay } from '../../../domain/rules/session';
import type { Database } from '../connect';
import { complaints, groups, groupTeachers, improvements, staff, surveys } from '../schema';

/**
 * The demo's quality registers (issue 48 part 2), once into empty tables: three complaints (one
 * open that a trainer recorded, one answered, one closed) and four improvement actions (one done
 * that came from the closed complaint, one in progress that the trainer owns, one overdue from an
 * audit, one planned from the learners' end-of-training questionnaire), so that every status and
 * filter of both lists shows something, and the questionnaire's results link to an action.
 */
export async function seedDemoQuality(db: Database, today = new Date()) {
  const [{ n }] = await db.select({ n: count() }).from(complaints);
  if (n > 0) return;
  const [admin] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.type, 2))
    .orderBy(asc(staff.createdAt))
    .limit(1);
  const [taught] = await db
    .select({ groupId: groups.id, teacherId: groupTeachers.staffId })
    .from(groups)
    .innerJoin(groupTeachers, eq(groupTeachers.groupId, groups.id))
    .orderBy(asc(groups.name))
    .limit(1);
  if (!admin || !taught) return;
  const [questionnaire] = await db
    .select({ id: surveys.id })
    .from(surveys)
    .where(and(eq(surveys.kind, 'learner_end'), eq(surveys.active, true)));
  const day = (offset: number) => providerDay(addDays(today, offset));
  const [, , closed] = await db
    .insert(complaints)
    .values([
      {
        receivedOn: day(-2),
        source: 'learner',
        fromName: 'A learner of the group',
        subject: 'The headphones in room 2 do not work',
        description: 'Two learners could not follow the listening exercise on Tuesday morning.',
        groupId: taught.groupId,
        teacherId: taught.teacherId,
        recordedBy: taught.teacherId,
      },
      {
        receivedOn: day(-20),
        source: 'client',
        fromName: 'Training department of the client',
        subject: 'Invoice sent to the wrong department',
        description: 'The November invoice went to the accounts department instead of training.',
        answer: 'Invoice sent again to the training department, and its address corrected.',
        answeredOn: day(-18),
        status: 'answered',
        recordedBy: admin.id,
      },
      {
        receivedOn: day(-40),
        source: 'learner',
        fromName: 'A learner of the group',
        subject: 'Session moved at short notice',
        description: 'The Thursday session was moved the evening before; three learners missed it.',
        groupId: taught.groupId,
        answer: 'Apologies sent; the session was given again the next week.',
        answeredOn: day(-38),
        status: 'closed',
        recordedBy: admin.id,
      },
    ])
    .returning({ id: complaints.id });
  await db.insert(improvements).values([
    {
      origin: 'complaint',
      complaintId: closed.id,
      title: 'Tell learners of any change of session 48 hours ahead',
      description: 'A change of date or room is mailed to the learners at least 48 hours before.',
      ownerId: admin.id,
      dueOn: day(-30),
      status: 'done',
      result: 'Rule written in the trainers’ handbook; no late change since.',
      closedOn: day(-32),
    },
    {
      origin: 'idea',
      title: 'A glossary at the end of each medical English module',
      ownerId: taught.teacherId,
      dueOn: day(30),
      status: 'in_progress',
    },
    {
      origin: 'audit',
      title: 'Keep each trainer’s diplomas in the trainer’s record',
      description: 'Asked by the Qualiopi surveillance audit (indicator 21).',
      ownerId: admin.id,
      dueOn: day(-10),
      status: 'planned',
    },
    ...(questionnaire
      ? [
          {
            origin: 'survey' as const,
            surveyId: questionnaire.id,
            title: 'Shorter listening recordings in the first weeks',
            description: 'Learners rated the listening exercises too long at the end of training.',
            ownerId: taught.teacherId,
            dueOn: day(45),
            status: 'planned' as const,
          },
        ]
      : []),
  ]);
}
