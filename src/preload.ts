import { isValidElement } from 'react';
import { matchPath } from 'react-router-dom';
import { currentUser } from '../dataProvider/session';
import { resources } from '../resources';
import { loginPage, pageRoutes } from './pages/routes';

type Loader = () => Promise<unknown>;

/** The loader of a LazyPage element (every page and generated view is one), if it is one. */
const loaderOf = (element: unknown): Loader | undefined =>
  isValidElement<{ load?: Loader }>(element) ? element.props.load : undefined;

/** The loader of the screen an address names: a custom page, or a resource's list, create, show or edit. */
export function pageLoader(pathname: string): Loader | undefined {
  const page = pageRoutes.find((route) => matchPath(route.path, pathname));
  if (page) return loaderOf(page.element);
  const [, name, id, action] = pathname.split('/');
  const resource = resources.find((r) => r.name === name);
  if (!resource) return undefined;
  if (!id) return loaderOf(resource.list);
  if (id === 'create') return loaderOf(resource.create);
  return loaderOf(action === 'show' ? resource.show : resource.edit);
}

/**
 * Starts loading the chunk of the screen the address names (the sign-in page when signed out) as
 * the app starts, alongside the language catalogue, instead of after the shell's first render and
 * the auth check: one round trip less before the screen shows. LazyPage then finds it loaded.
 */
export function preloadPage(pathname: string) {
  const load = currentUser() ? pageLoader(pathname) : loaderOf(loginPage);
  // A failure here is LazyPage's to show (its Retry), when the screen renders.
  load?.().catch(() => undefined);
}
