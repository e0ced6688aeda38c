import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';

/** In place of a screen of a client that the API does not find (its page, a new group of it). */
export const CompanyNotFound = () => {
  const translate = useTranslate();
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      {translate('app.people.company.not_found')}
    </Alert>
  );
};
