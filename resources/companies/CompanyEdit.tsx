import { Navigate, useParams } from 'react-router-dom';

/** A client is edited in its page's Informations tab. */
export const CompanyEdit = () => {
  const { id = '' } = useParams();
  return <Navigate to={`/company/infos/${encodeURIComponent(id)}/`} replace />;
};
