import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  markExportDone,
  notifyExportReady,
  writeExportFile,
} from '../../areas/export-jobs/service';
import { exportFiles } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import type { JobHandler } from '../handler';
import { MAX_ATTEMPTS } from '../queue';

export const ExportPayloadSchema = z.object({ exportId: z.uuid() });

/**
 * Writes an export file (server/areas/export-jobs): running, progress after each page, then done
 * with its file, 7 days to live and a notification to its requester, in one transaction with the
 * job's completion. A row deleted meanwhile is nothing (its file is removed). A refused filter or
 * a record gone (an HttpError) fails at once; other errors (database, store) are tried again by the
 * queue, the row queued again with the error, and failed after the last attempt.
 */
export const exportFile: JobHandler = async ({ app, job, now, doneIn }) => {
  const { exportId } = ExportPayloadSchema.parse(job.payload);
  const [row] = await app.db.select().from(exportFiles).where(eq(exportFiles.id, exportId));
  if (!row || row.status === 'done' || row.status === 'failed') return;
  const fail = (error: unknown) =>
    app.db
      .update(exportFiles)
      .set({
        status: 'failed',
        error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        finishedAt: new Date(),
      })
      .where(eq(exportFiles.id, exportId));
  await app.db
    .update(exportFiles)
    .set({ status: 'running', progress: 0, error: null })
    .where(eq(exportFiles.id, exportId));
  let written: { size: number; rows: number };
  try {
    written = await writeExportFile(app.db, app.files, row, (progress, total) =>
      app.db
        .update(exportFiles)
        .set({ progress, total })
        .where(eq(exportFiles.id, exportId))
        .then(() => {}),
    );
  } catch (err) {
    if (err instanceof HttpError || job.attempts >= MAX_ATTEMPTS) {
      await fail(err);
      return;
    }
    await app.db
      .update(exportFiles)
      .set({
        status: 'queued',
        error: err instanceof Error ? err.message.slice(0, 500) : String(err),
      })
      .where(eq(exportFiles.id, exportId));
    throw err;
  }
  const done = await app.db.transaction(async (tx) => {
    const updated = await markExportDone(tx, row, written.size, written.rows, now);
    if (updated) await notifyExportReady(tx, updated);
    await doneIn(tx);
    return updated;
  });
  if (!done) await app.files.delete(`exports/${exportId}.xlsx`);
};
