/**
 * A react-admin list's address with its filter, as the list reads it from the URL (`?filter=` and
 * the filter as JSON); the bare path when there is no filter. The one way a screen links to a
 * filtered list.
 */
export const listAddress = (path: string, filter: Record<string, unknown> = {}) =>
  Object.keys(filter).length === 0
    ? `/${path}`
    : `/${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
