import type { ReactElement } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { listAddress } from './list-address';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The list URL with the search box pre-filled. */
export const searchUrl = (resource: string, text: string) => listAddress(resource, { q: text });

/**
 * /<resource>/<segment> is both react-admin's edit route (a record id, always a UUID here) and
 * the spec's /<resource>/{search}: anything that is not a UUID opens the list searching for it.
 */
export const SearchOrEdit = ({ resource, edit }: { resource: string; edit?: ReactElement }) => {
  const { id = '' } = useParams();
  if (UUID.test(id)) return edit ?? <Navigate to={`/${resource}/${id}/show`} replace />;
  return <Navigate to={searchUrl(resource, id)} replace />;
};
