import { useEffect } from 'react';
import {
  Create,
  Link,
  type RaRecord,
  SimpleForm,
  useGetOne,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { CompanyNotFound } from '../companies/CompanyNotFound';
import { GroupSections } from './GroupSections';
import { groupBody, NEW_GROUP, validateGroup } from './group-form';
import { GROUP_TABS, loadGroupPage } from './group-tabs';

/** /company/groups/{id}/create (id: the client): the group form in sections, then its Basic tab. */
export const GroupCreate = () => {
  const { id: companyId = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { data: company, error } = useGetOne('companies', { id: companyId });
  // The group page and its Basic tab load while the form is filled: after the save, the router keeps
  // this form on screen until they are there, and it should not be there to be typed in or saved twice.
  useEffect(() => {
    void loadGroupPage();
    void GROUP_TABS[0].load();
  }, []);
  if (error) {
    return <CompanyNotFound />;
  }
  return (
    <Create
      resource="groups"
      record={NEW_GROUP}
      redirect={false}
      title={translate('app.group_screens.create_title', { name: company?.name ?? '' })}
      actions={
        <Link to={`/company/groups/${companyId}`} sx={{ alignSelf: 'center', my: 1 }}>
          {translate('app.group_screens.client', { name: company?.name ?? '' })}
        </Link>
      }
      transform={(values) => ({ ...groupBody(values), companyId })}
      mutationOptions={{
        onSuccess: (record: RaRecord) => {
          notify('app.messages.created', { type: 'success', messageArgs: { title: record.name } });
          navigate(`/company/groups/${record.id}/edit/basic`);
        },
      }}
    >
      <SimpleForm validate={validateGroup}>
        <GroupSections />
      </SimpleForm>
    </Create>
  );
};

export default GroupCreate;
