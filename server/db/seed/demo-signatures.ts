import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import { and, asc, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import { signatureSlots } from '../../../domain/rules/signature';
import type { FileStore } from '../../adapters/files';
import type { Database } from '../connect';
import { sessionRegistrants, sessions, signatures } from '../schema';
import { seededRandom } from './demo-people';

/** The demo's signed sheets: the past lessons of this many days. */
const DEMO_SIGNED_DAYS = 14;
const WIDTH = 300;
const HEIGHT = 100;
const INSERT_BATCH = 500;

type Stroke = { points: { x: number; y: number; time: number }[] };

/** A scribble of one person, the same each time: a few loops across the pad, as strokes. */
function scribble(seed: string): Stroke[] {
  const random = seededRandom(Number.parseInt(seed.replace(/-/g, '').slice(0, 8), 16));
  const strokes: Stroke[] = [];
  let x = 20 + random.next() * 20;
  for (let s = 0; s < 2; s++) {
    const points: Stroke['points'] = [];
    const loops = 3 + Math.floor(random.next() * 4);
    const height = 18 + random.next() * 18;
    const width = (WIDTH - 80) / 2;
    for (let i = 0; i <= 60; i++) {
      const t = i / 60;
      points.push({
        x: Math.round((x + t * width + Math.sin(t * loops * 2 * Math.PI) * 8) * 10) / 10,
        y: Math.round((50 + Math.cos(t * loops * 2 * Math.PI) * height * (1 - t / 2)) * 10) / 10,
        time: i * 16,
      });
    }
    strokes.push({ points });
    x += width + 10;
  }
  return strokes;
}

/** The strokes drawn black on white, 2 px wide, as an 8-bit greyscale PNG. */
function pngOf(strokes: Stroke[]): Buffer {
  const pixels = Buffer.alloc((WIDTH + 1) * HEIGHT, 255);
  for (let y = 0; y < HEIGHT; y++) pixels[y * (WIDTH + 1)] = 0; // filter byte: none
  const dot = (x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px >= 0 && px < WIDTH && py >= 0 && py < HEIGHT) pixels[py * (WIDTH + 1) + 1 + px] = 20;
      }
  };
  for (const { points } of strokes)
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1];
      const b = points[i];
      const steps = Math.ceil(Math.hypot(b.x - a.x, b.y - a.y));
      for (let k = 0; k <= steps; k++)
        dot(a.x + ((b.x - a.x) * k) / steps, a.y + ((b.y - a.y) * k) / steps);
    }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8 bits, greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The demo's signatures: in the past lessons of the last two weeks, each learner present or late
 * signed each half-day on the trainer's screen and the trainer countersigned. Each person's
 * scribble is one PNG in the files store that her signatures share.
 */
export async function seedDemoSignatures(db: Database, files: FileStore, today = new Date()) {
  const since = new Date(today.getTime() - DEMO_SIGNED_DAYS * 86_400_000);
  const past = await db
    .select({
      id: sessions.id,
      teacherId: sessions.teacherId,
      start: sessions.start,
      end: sessions.end,
      timeZone: sessions.timeZone,
    })
    .from(sessions)
    .where(
      and(gte(sessions.start, since), lt(sessions.end, today), isNotNull(sessions.appointmentAt)),
    )
    .orderBy(asc(sessions.start));
  if (past.length === 0) return;
  const present = await db
    .select({ sessionId: sessionRegistrants.sessionId, studentId: sessionRegistrants.studentId })
    .from(sessionRegistrants)
    .where(
      and(
        inArray(
          sessionRegistrants.sessionId,
          past.map((s) => s.id),
        ),
        inArray(sessionRegistrants.status, ['present', 'late']),
      ),
    );
  const drawn = new Map<string, { key: string; sha256: string; points: Stroke[] }>();
  const signatureOf = async (person: string) => {
    let found = drawn.get(person);
    if (!found) {
      const points = scribble(person);
      const png = pngOf(points);
      const key = `signatures/demo/${person}.png`;
      await files.put(key, Readable.from(png), { contentType: 'image/png' });
      found = { key, sha256: createHash('sha256').update(png).digest('hex'), points };
      drawn.set(person, found);
    }
    return found;
  };
  const rows: (typeof signatures.$inferInsert)[] = [];
  for (const session of past) {
    const learners = present.filter((p) => p.sessionId === session.id).map((p) => p.studentId);
    for (const slot of signatureSlots(session.start, session.end, session.timeZone)) {
      const at = (minutes: number) => new Date(slot.start.getTime() + minutes * 60_000);
      for (const [i, student] of learners.entries()) {
        const signed = await signatureOf(student);
        rows.push({
          sessionId: session.id,
          slot: slot.index,
          studentId: student,
          staffId: session.teacherId,
          via: 'screen',
          fileKey: signed.key,
          sha256: signed.sha256,
          points: signed.points,
          ip: '127.0.0.1',
          userAgent: 'Demo data',
          signedAt: at(5 + i),
        });
      }
      const counter = await signatureOf(session.teacherId);
      rows.push({
        sessionId: session.id,
        slot: slot.index,
        studentId: null,
        staffId: session.teacherId,
        via: 'screen',
        fileKey: counter.key,
        sha256: counter.sha256,
        points: counter.points,
        ip: '127.0.0.1',
        userAgent: 'Demo data',
        signedAt: new Date(Math.min(slot.end.getTime(), today.getTime())),
      });
    }
  }
  for (let i = 0; i < rows.length; i += INSERT_BATCH)
    await db.insert(signatures).values(rows.slice(i, i + INSERT_BATCH));
}
