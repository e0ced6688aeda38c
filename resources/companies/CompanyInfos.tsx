import {
  DeleteButton,
  Edit,
  type RaRecord,
  SaveButton,
  Show,
  SimpleForm,
  SimpleShowLayout,
  Toolbar,
  useCanAccess,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { ArchiveButton } from '../../src/components/ArchiveButtons';
import { CloneAction, fieldFor, fieldsFor } from '../../src/meta';
import { companyInputs } from './CompanyInputs';
import { CountryField } from './country';
import { companyDefinition } from './definition';
import { CompanyPanel } from './panel/CompanyPanel';

const InfosToolbar = () => {
  const record = useRecordContext();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <span>
        <CloneAction />
        <ArchiveButton />
        <DeleteButton
          mutationMode="pessimistic"
          successMessage="app.people.company.deleted"
          redirect={`/companyall/${record?.languageArea === 2 ? 2 : 1}`}
        />
      </span>
    </Toolbar>
  );
};

const showFields = fieldsFor(companyDefinition, 'show').map((field) =>
  field.source === 'country' ? (
    <CountryField key="country" source="country" label="resources.companies.fields.country" />
  ) : (
    fieldFor(field)
  ),
);

/** The Informations tab: the client's record, editable by those who may write, then its panel. */
export const CompanyInfos = ({ id }: { id: string }) => (
  <>
    <CompanyRecord id={id} />
    <CompanyPanel companyId={id} />
  </>
);

/** The client's record, editable by those who may write. */
const CompanyRecord = ({ id }: { id: string }) => {
  const notify = useNotify();
  const { canAccess, isPending } = useCanAccess({ resource: 'companies', action: 'edit' });
  if (isPending) return null;
  if (!canAccess) {
    return (
      <Show resource="companies" id={id} title={false} actions={false}>
        <SimpleShowLayout>{showFields}</SimpleShowLayout>
      </Show>
    );
  }
  return (
    <Edit
      resource="companies"
      id={id}
      title={false}
      actions={false}
      redirect={false}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: (_record: RaRecord) => notify('app.people.company.updated', { type: 'success' }),
      }}
    >
      <SimpleForm toolbar={<InfosToolbar />} sx={{ maxWidth: 640 }}>
        {companyInputs('edit')}
      </SimpleForm>
    </Edit>
  );
};
