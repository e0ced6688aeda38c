import { describe, expect, it } from 'vitest';
import { RESOURCE_PATHS } from '../../dataProvider/routes';
import { declarations } from '../../resources';
import { isGroup, menuEntries } from '../../src/layout/menu-items';

describe('a resource declared once', () => {
  it('gives the dataProvider its API path', () => {
    for (const { name, path } of declarations) {
      expect(path, name).toMatch(/^\/[A-Za-z]+$/);
      expect(RESOURCE_PATHS[name]).toBe(path);
    }
    expect(new Set(declarations.map((d) => d.name)).size).toBe(declarations.length);
  });

  it('places the side menu in the order of spec section 2, pages and resources together', () => {
    const order = menuEntries.map((entry) =>
      isGroup(entry) ? { [entry.groupKey]: entry.items.map((item) => item.to) } : entry.to,
    );
    expect(order).toEqual([
      '/notificationsIntra',
      '/agenda',
      '/session/signatures',
      '/companyall/1',
      '/companyall/2',
      '/customers',
      '/students',
      '/atRisk',
      '/teachers',
      {
        'app.shell.menu.groups.elearning': [
          '/semesters',
          '/examSubjects',
          '/modules',
          '/courses',
          '/units',
          '/notifications',
          '/contents',
          '/resources',
        ],
      },
      '/exams',
      '/examResults',
      '/admin',
      '/archive/students',
      '/news',
      '/exports',
      {
        'app.shell.menu.groups.quality': [
          '/complaints',
          '/improvements',
          '/surveys',
          '/quality-report',
          '/survey-results',
          '/bpf',
        ],
      },
      '/audit',
      '/backups',
      '/settings',
      '/document-templates',
      {
        'app.shell.menu.groups.placement': ['/codes', '/placementResults', '/questions', '/qpools'],
      },
    ]);
  });

  it("labels a resource's menu entry with its name unless it declares another label", () => {
    const items = menuEntries.flatMap((entry) => (isGroup(entry) ? entry.items : [entry]));
    const label = (to: string) => items.find((item) => item.to === to)?.labelKey;
    expect(label('/students')).toBe('resources.students.name');
    expect(label('/units')).toBe('resources.units.name');
    expect(label('/admin')).toBe('app.shell.menu.admin');
  });
});
