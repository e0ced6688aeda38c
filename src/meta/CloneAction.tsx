import {
  CloneButton,
  type CloneButtonProps,
  useCanAccess,
  useResourceContext,
  useResourceDefinition,
} from 'react-admin';

/** react-admin's CloneButton, where the resource declares `clone` and the user may create. */
export const CloneAction = (props: CloneButtonProps) => {
  const resource = useResourceContext(props);
  const { options, hasCreate } = useResourceDefinition({ resource });
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  if (!options?.clone || !hasCreate || !canAccess) return null;
  return <CloneButton {...props} />;
};
