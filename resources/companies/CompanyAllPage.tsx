import { Navigate, useParams } from 'react-router-dom';
import { CompanyList } from './CompanyList';

/** /companyall/:type: 1 English-language clients, 2 medical-language clients. */
export const CompanyAllPage = () => {
  const { type } = useParams();
  if (type !== '1' && type !== '2') return <Navigate to="/companyall/1" replace />;
  const languageArea = type === '2' ? 2 : 1;
  return <CompanyList key={languageArea} languageArea={languageArea} />;
};

export default CompanyAllPage;
