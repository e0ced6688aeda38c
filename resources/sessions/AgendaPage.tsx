import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Card, LinearProgress, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import {
  FilterForm,
  ListBase,
  Title,
  useCanAccess,
  useGetIdentity,
  useListContext,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { ROLES } from '../../domain/permissions';
import { inputFor } from '../../src/meta';
import { sessionFilters } from '.';
import { type Range, SessionCalendar } from './agenda/SessionCalendar';
import { TypeLegend } from './agenda/session-colors';

/** At most this many sessions are drawn for one visible range (GET /session answers up to 1,000). */
export const AGENDA_PAGE = 1000;

const filterInputs = sessionFilters.map((field) => inputFor(field, 'filter'));

/** The calendar under the filters: the sessions of the visible range, as the list context holds them. */
const AgendaContent = ({ onRange }: { onRange: (range: Range) => void }) => {
  const translate = useTranslate();
  const { data, total, isFetching, error } = useListContext();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const sessions = data ?? [];
  const { canAccess: canCreate = false } = useCanAccess({ resource: 'sessions', action: 'create' });
  return (
    <Card sx={{ mt: 1, p: { xs: 1, sm: 2 }, position: 'relative' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 1 }}>
        <FilterForm filters={filterInputs} />
        {canCreate && (
          <Button
            component={Link}
            to="/session/create"
            variant="contained"
            startIcon={<AddIcon />}
            sx={{ ml: 'auto', mb: 1 }}
          >
            {translate('ra.action.create')}
          </Button>
        )}
      </Box>
      <TypeLegend />
      {/* The space stays taken: the calendar does not jump when a range loads. */}
      <Box sx={{ height: 4, my: 1 }}>
        {isFetching && <LinearProgress aria-label={translate('app.agenda.loading')} />}
      </Box>
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {translate('app.errors.form_load')}
        </Alert>
      )}
      {total !== undefined && total > sessions.length && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('app.agenda.truncated', { shown: sessions.length, total })}
        </Alert>
      )}
      <SessionCalendar sessions={sessions} phone={phone} onRange={onRange} selectable={canCreate} />
    </Card>
  );
};

/**
 * /agenda (spec section 2): every session of the visible range in a month, week, day or list view,
 * filtered by trainer, client, group, session type and language. A Teacher opens on her own sessions.
 * The list context (react-admin's ListBase over the resource 'sessions') holds the filters, and the
 * range as its permanent filter; a move made in the calendar updates its cache and can be undone.
 */
export const AgendaPage = () => {
  const translate = useTranslate();
  const { identity, isPending: identityPending } = useGetIdentity();
  const { permissions, isPending: permissionsPending } = usePermissions();
  // The visible range, as the calendar reports it: a filter of every request, never shown as one.
  const [range, setRange] = useState<Range>();
  const [params] = useSearchParams();
  if (identityPending || permissionsPending) return null;
  const own = permissions === ROLES.teacher && identity ? { teacher: identity.id } : {};
  // A client's summary opens the agenda on its sessions (?company=).
  const company = params.get('company');
  const opening = company ? { ...own, company } : own;
  return (
    <>
      <Title title={translate('app.shell.menu.agenda')} />
      <ListBase
        resource="sessions"
        perPage={AGENDA_PAGE}
        sort={{ field: 'start', order: 'ASC' }}
        filterDefaultValues={opening}
        filter={range}
        // The light shape (GET /session/calendar): an event needs no registrant list nor status.
        queryOptions={{ enabled: range !== undefined, meta: { calendar: true } }}
        disableSyncWithLocation
        storeKey={false}
      >
        <AgendaContent
          onRange={(next) =>
            // FullCalendar reports its range again on every render: a new range only when it moved.
            setRange((shown) =>
              shown?.start === next.start && shown.end === next.end ? shown : next,
            )
          }
        />
      </ListBase>
    </>
  );
};

export default AgendaPage;
