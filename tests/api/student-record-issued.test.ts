import { describe, expect, it } from 'vitest';
import type { RecordDocument } from '../../domain/entities/student-record';
import { issuedDocuments } from '../../server/db/schema';
import { groupFixture } from './group-results-fixture';
import { build } from './helpers';

/**
 * The learner's record lists the documents issued and kept for her (issue 47 part 4), with their
 * kind, version and group, in the groups the reader sees, and not once their file is erased.
 */
describe('the documents issued on the learner record', async () => {
  const { app, injectAs, account } = await build();
  const teacher = await account('teacher');
  const { group, other, zoe } = await groupFixture(app, teacher.id);
  const documentsOf = (as: 'admin' | 'teacher', filter: object = {}) =>
    injectAs(as, {
      url: `/api/student/record/documents?filter=${encodeURIComponent(JSON.stringify({ studentId: zoe.id, ...filter }))}`,
    });

  it('lists the documents issued and kept for her, in the groups the reader sees, not once erased', async () => {
    const kept = (groupId: string, kind: string, fileKey: string | null, issuedAt: string) => ({
      groupId,
      studentId: zoe.id,
      kind,
      version: 1,
      fileKey,
      fileName: `${kind}.pdf`,
      contentType: 'application/pdf',
      size: 4,
      digest: '0'.repeat(64),
      lang: 'fr',
      issuedAt: new Date(issuedAt),
      keepUntil: '2032-12-31',
    });
    const [convocation] = await app.db
      .insert(issuedDocuments)
      .values([
        kept(group.id, 'convocation', 'issued-documents/record/c.pdf', '2026-11-02T09:00:00Z'),
        kept(other.id, 'attestation', 'issued-documents/record/a.pdf', '2026-11-03T09:00:00Z'),
        kept(group.id, 'certificate', null, '2026-11-04T09:00:00Z'),
      ])
      .returning();
    const issued = (await documentsOf('admin', { kind: 'issued' })).json() as RecordDocument[];
    expect(issued.map((d) => [d.issuedKind, d.title])).toEqual([
      ['attestation', other.name],
      ['convocation', group.name],
    ]);
    expect(issued[1]).toMatchObject({
      _id: `issued:${convocation.id}`,
      documentId: convocation.id,
      groupId: group.id,
      version: 1,
      fileName: 'convocation.pdf',
      at: '2026-11-02T09:00:00.000Z',
    });
    const hers = (await documentsOf('teacher', { kind: 'issued' })).json() as RecordDocument[];
    expect(hers.map((d) => d.documentId)).toEqual([convocation.id]);
  });
});
