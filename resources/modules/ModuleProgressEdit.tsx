import { useParams } from 'react-router-dom';
import { MetaEdit } from '../../src/meta/MetaEdit';
import { moduleDefinition } from '.';
import { ModuleProgressSection } from './ModuleProgressSection';

/** The module form, and under it the module's progress. */
const ModuleProgressEdit = () => {
  const { id } = useParams();
  return (
    <>
      <MetaEdit def={moduleDefinition} />
      {id && <ModuleProgressSection moduleId={decodeURIComponent(id)} />}
    </>
  );
};

export default ModuleProgressEdit;
