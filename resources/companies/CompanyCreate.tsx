import { Create, type RaRecord, SimpleForm, useNotify, useRedirect } from 'react-admin';
import { companyInputs } from './CompanyInputs';

/** The add-client form: "{name} created with success", then the new client's page. */
export const CompanyCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      resource="companies"
      mutationOptions={{
        onSuccess: (record: RaRecord) => {
          notify('app.people.company.created', {
            type: 'success',
            messageArgs: { name: record.name },
          });
          redirect(`/company/infos/${record.id}/`);
        },
      }}
    >
      <SimpleForm defaultValues={{ languageArea: 1, type: 'Client' }} sx={{ maxWidth: 640 }}>
        {companyInputs('create')}
      </SimpleForm>
    </Create>
  );
};
