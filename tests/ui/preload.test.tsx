import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { resources } from '../../resources';
import { loginPage, pageRoutes } from '../../src/pages/routes';
import { pageLoader } from '../../src/preload';

const loadOf = (element: unknown) =>
  isValidElement<{ load?: unknown }>(element) ? element.props.load : undefined;
const resource = (name: string) => resources.find((r) => r.name === name)!;
const page = (path: string) => pageRoutes.find((route) => route.path === path)!;

describe('pageLoader: the chunk of the screen an address names', () => {
  it('is the loader its LazyPage will call, for a resource list and create', () => {
    expect(pageLoader('/students')).toBeTypeOf('function');
    expect(pageLoader('/students')).toBe(loadOf(resource('students').list));
    expect(pageLoader('/teachers/create')).toBe(loadOf(resource('teachers').create));
  });

  it('is the page loader of a custom screen, parameters matched', () => {
    expect(pageLoader('/profile')).toBe(loadOf(page('/profile').element));
    expect(pageLoader('/student/0b6f3a52-1c1e-4c38-9d0a-2f7b5c1a0001')).toBe(
      loadOf(page('/student/:studentId').element),
    );
    expect(pageLoader('/')).toBe(loadOf(loginPage));
  });

  it("is a hand-written view's loader when the resource loads it on demand", () => {
    // The student's show view is the student page, loaded on demand (resources/students `load`).
    expect(pageLoader('/students/0b6f3a52-1c1e-4c38-9d0a-2f7b5c1a0001/show')).toBeTypeOf(
      'function',
    );
    expect(pageLoader('/students/0b6f3a52-1c1e-4c38-9d0a-2f7b5c1a0001/show')).toBe(
      loadOf(resource('students').show),
    );
  });

  it('is nothing for an unknown address or a view that is not a lazy page', () => {
    expect(pageLoader('/nowhere')).toBeUndefined();
    // The client edit view is a custom component (it redirects to the client page), not a LazyPage.
    expect(loadOf(resource('companies').edit)).toBeUndefined();
    expect(pageLoader('/companies/0b6f3a52-1c1e-4c38-9d0a-2f7b5c1a0001')).toBeUndefined();
  });
});
