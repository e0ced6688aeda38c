import { Box, type Theme, useMediaQuery } from '@mui/material';
import {
  DataTable,
  FilterButton,
  List,
  Pagination,
  SimpleList,
  TopToolbar,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import type { AtRiskFlag } from '../../domain/entities/at-risk';
import { formatDate } from '../../domain/rules/dates';
import { personName } from '../../domain/rules/person-name';
import { fieldFor, fieldsFor, PER_PAGE, PER_PAGE_OPTIONS } from '../../src/meta';
import { actionsColumn, columnsOf, RowLinkButton } from '../../src/meta/DataTableColumns';
import { filtersOf } from '../../src/meta/MetaList';
import { atRiskDefinition } from '.';
import { ruleName, useReason } from './reason';

type Row = AtRiskFlag & { id: string };

const filters = filtersOf(atRiskDefinition);
const columns = columnsOf(fieldsFor(atRiskDefinition, 'list').map(fieldFor), undefined, false);
const { listProps } = atRiskDefinition;

/**
 * The flags (GET /atrisk): the open ones by default, the newest first, filtered by client, group,
 * trainer, rule or the learner's name; a row opens the flag's page. One card a flag on a phone.
 */
const AtRiskList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const reason = useReason();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      resource="atRisk"
      filters={filters}
      filterDefaultValues={listProps?.filterDefaultValues}
      sort={listProps?.defaultSort}
      perPage={PER_PAGE}
      pagination={<Pagination rowsPerPageOptions={PER_PAGE_OPTIONS} />}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
    >
      {isPhone ? (
        <SimpleList<Row>
          primaryText={(row) => personName(row)}
          // The reason, then the group and the day on a line of their own (a phone is narrow).
          secondaryText={(row) => (
            <>
              {translate('app.at_risk_ui.rule_reason', {
                rule: ruleName(translate, row.rule),
                reason: reason(row),
              })}
              <Box component="span" sx={{ display: 'block' }}>
                {`${row.groupName} · ${formatDate(row.raisedAt, locale) ?? ''}`}
              </Box>
            </>
          )}
          rowClick="show"
        />
      ) : (
        <DataTable
          rowClick="show"
          bulkActionButtons={false}
          sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
        >
          {columns}
          {actionsColumn(<RowLinkButton type="show" />)}
        </DataTable>
      )}
    </List>
  );
};

export default AtRiskList;
