import { describe, expect, it } from 'vitest';
import { hitsOf, searchPath } from '../../src/pages/search/paths';

describe('global search: groups', () => {
  it('turns a group into a hit naming its client, leading to /search/Group/{id}', () => {
    const id = '00000000-0000-4000-8000-000000000009';
    const hits = hitsOf({
      company: [],
      user: [],
      customer: [],
      teacher: [],
      course: [],
      module: [],
      group: [
        {
          _id: id,
          name: 'B1 medical',
          companyId: '00000000-0000-4000-8000-000000000001',
          companyName: 'CHU Nord',
        },
      ],
    });
    expect(hits).toEqual([
      expect.objectContaining({ kind: 'group', id, label: 'B1 medical', detail: 'CHU Nord' }),
    ]);
    expect(searchPath(hits[0])).toBe(`/search/Group/${id}`);
  });

  it('answers no group hit when the answer holds no group', () => {
    const hits = hitsOf({
      company: [],
      user: [],
      customer: [],
      teacher: [],
      course: [],
      module: [],
    });
    expect(hits).toEqual([]);
  });
});
