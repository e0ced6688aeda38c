import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  AT_RISK_ACTION_FUTURE,
  AT_RISK_CLOSED,
  type AtRiskActionBody,
  type AtRiskFlagDetail,
} from '../../../domain/entities/at-risk';
import { providerDay } from '../../../domain/rules/session';
import type { Database } from '../../db/connect';
import { atRiskActions, atRiskFlags } from '../../db/schema';
import { badRequest, conflict } from '../../lib/http-errors';
import { rowsOf } from '../../lib/raw-rows';
import { ownGroups, type Reader } from '../../lib/scope';
import { flagDetail, flagNotFound } from './read';

/** The flag when the writer may act on it (a Teacher: one of her groups'), locked; 404 otherwise. */
async function lockedFlag(tx: Database, id: string, reader: Reader) {
  const mine = ownGroups(reader, sql.raw('group_id')) ?? sql`true`;
  const [row] = await rowsOf(
    tx,
    sql`select id, closed_at from at_risk_flags where id = ${id} and ${mine} for update`,
  );
  if (!row) throw flagNotFound();
  return row;
}

/**
 * POST /atrisk/{id}/actions: what the writer did about the flag (a call, a mail, a meeting, a note),
 * on a day that is not after today on the provider's clock; open or closed, a flag takes it.
 */
export async function addAction(
  db: Database,
  id: string,
  body: AtRiskActionBody,
  reader: Reader,
  now = new Date(),
): Promise<AtRiskFlagDetail> {
  const today = providerDay(now);
  if (body.doneOn > today)
    throw badRequest(AT_RISK_ACTION_FUTURE, { doneOn: AT_RISK_ACTION_FUTURE });
  await db.transaction(async (tx) => {
    await lockedFlag(tx, id, reader);
    await tx.insert(atRiskActions).values({
      flagId: id,
      kind: body.kind,
      doneOn: body.doneOn,
      note: body.note,
      staffId: reader.staffId,
    });
  });
  return flagDetail(db, id, reader);
}

/** PUT /atrisk/{id}/close: closes an open flag by hand with why; 409 when it is closed already. */
export async function closeFlag(
  db: Database,
  id: string,
  note: string,
  reader: Reader,
): Promise<AtRiskFlagDetail> {
  await db.transaction(async (tx) => {
    const flag = await lockedFlag(tx, id, reader);
    if (flag.closed_at) throw conflict(AT_RISK_CLOSED);
    await tx
      .update(atRiskFlags)
      .set({
        closedAt: new Date(),
        closedHow: 'by_hand',
        closedBy: reader.staffId,
        closingNote: note,
        updatedAt: new Date(),
      })
      .where(and(eq(atRiskFlags.id, id), isNull(atRiskFlags.closedAt)));
  });
  return flagDetail(db, id, reader);
}
