import { type ComponentType, createElement } from 'react';
import type { ResourceDefinition } from './types';

export type ViewName = 'list' | 'create' | 'edit' | 'show';
export type ViewLoader = () => Promise<{ default: ComponentType }>;

type GenericView = ComponentType<{ def: ResourceDefinition }>;

// Each generic view is its own chunk, so the sign-in page does not carry react-admin's lists and forms.
const GENERIC: Record<ViewName, () => Promise<GenericView>> = {
  list: () => import('./MetaList').then((m) => m.MetaList),
  create: () => import('./MetaCreate').then((m) => m.MetaCreate),
  edit: () => import('./MetaEdit').then((m) => m.MetaEdit),
  show: () => import('./MetaShow').then((m) => m.MetaShow),
};

const bind = (View: GenericView, def: ResourceDefinition): ComponentType => {
  const Bound = () => createElement(View, { def });
  Bound.displayName = `${View.displayName ?? View.name}(${def.name})`;
  return Bound;
};

/** A loader (stable per definition and view, as LazyPage caches by loader) of a generated view. */
export const genericLoader = (def: ResourceDefinition, view: ViewName): ViewLoader => {
  let loaded: Promise<{ default: ComponentType }> | undefined;
  return () => {
    loaded ??= GENERIC[view]().then((View) => ({ default: bind(View, def) }));
    return loaded.catch((error) => {
      loaded = undefined;
      throw error;
    });
  };
};
