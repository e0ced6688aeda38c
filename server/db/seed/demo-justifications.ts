import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { FileStore } from '../../adapters/files';
import { FONT, newPdf } from '../../lib/pdf';
import { rowsOf } from '../../lib/raw-rows';
import type { Database } from '../connect';
import { slotAttendance } from '../schema';

/** How many of the demo's past absences are justified, each with its document. */
export const DEMO_JUSTIFIED = 24;

/** The demo's justification: a one-page PDF that says what it stands for. */
async function justificationPdf(): Promise<Buffer> {
  const doc = await newPdf({ compress: true });
  doc.setProperties({ title: 'Justificatif d’absence' });
  doc.setFont(FONT, 'bold');
  doc.setFontSize(16);
  doc.text('Justificatif d’absence', 20, 30);
  doc.setFont(FONT, 'normal');
  doc.setFontSize(11);
  doc.text(
    [
      'Certificat médical : l’apprenant·e n’a pas pu suivre la séance.',
      'Document de démonstration, écrit par les données de démonstration.',
    ],
    20,
    45,
  );
  return Buffer.from(doc.output('arraybuffer'));
}

/**
 * One past absence in three, the newest DEMO_JUSTIFIED, becomes excused with a document in the
 * files store, as a trainer attaches one on the attendance sheet: the learner's record then shows
 * a justification to download, and the at-risk pass counts those half-days as justified.
 */
export async function seedDemoJustifications(db: Database, files: FileStore) {
  const absences = (await rowsOf(
    db,
    sql`
      select sa.session_id, sa.student_id, sa.slot
      from slot_attendance sa join sessions s on s.id = sa.session_id
      where sa.status = 'absent' and s."end" < now()
      order by s.start desc, sa.student_id, sa.slot`,
  )) as { session_id: string; student_id: string; slot: number }[];
  const chosen = absences.filter((_, i) => i % 3 === 0).slice(0, DEMO_JUSTIFIED);
  if (chosen.length === 0) return;
  const pdf = await justificationPdf();
  for (const [n, absence] of chosen.entries()) {
    const key = `justifications/${absence.session_id}/demo-${n}.pdf`;
    await files.put(key, Readable.from(pdf), { contentType: 'application/pdf' });
    await db
      .update(slotAttendance)
      .set({
        status: 'excused',
        documentKey: key,
        documentName: 'justificatif-absence.pdf',
        documentType: 'application/pdf',
      })
      .where(
        and(
          eq(slotAttendance.sessionId, absence.session_id),
          eq(slotAttendance.studentId, absence.student_id),
          eq(slotAttendance.slot, absence.slot),
        ),
      );
  }
}
