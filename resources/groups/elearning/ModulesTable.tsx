import { Typography } from '@mui/material';
import { useMemo } from 'react';
import {
  DataTable,
  ListContextProvider,
  Pagination,
  ResourceContextProvider,
  useGetMany,
  useList,
  useTranslate,
} from 'react-admin';
import { MODULES_TABLE_PAGE_SIZE } from '../../../domain/entities/group';

/**
 * The modules of the chosen courses (spec section 2): a read-only table, column Name, 3 rows a
 * page, in the courses' order.
 */
export const ModulesTable = ({ moduleIds }: { moduleIds: string[] }) => {
  const translate = useTranslate();
  const { data = [], isPending } = useGetMany(
    'modules',
    { ids: moduleIds },
    { enabled: moduleIds.length > 0 },
  );
  const ordered = useMemo(() => {
    const byId = new Map(data.map((m) => [String(m.id), m]));
    return moduleIds.flatMap((id) => {
      const found = byId.get(id);
      return found ? [found] : [];
    });
  }, [data, moduleIds]);
  const list = useList({
    data: ordered,
    isPending: moduleIds.length > 0 && isPending,
    perPage: MODULES_TABLE_PAGE_SIZE,
  });
  if (moduleIds.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.group_elearning.no_modules')}
      </Typography>
    );
  }
  return (
    <ResourceContextProvider value="modules">
      <ListContextProvider value={list}>
        <DataTable
          bulkActionButtons={false}
          rowClick={false}
          aria-label={translate('app.group_elearning.modules')}
        >
          <DataTable.Col source="name" label="app.group_elearning.module_name" disableSort />
        </DataTable>
        <Pagination rowsPerPageOptions={[]} />
      </ListContextProvider>
    </ResourceContextProvider>
  );
};
