import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  Link,
  List,
  ListItem,
  ListItemText,
  TablePagination,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Title,
  useDataProvider,
  useGetList,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { AppDataProvider } from '../../../dataProvider';
import type { NotificationIntra as StoredNotification } from '../../../domain/entities/notification';
import { formatAge, formatDateTime } from '../../../domain/rules/dates';
import { PageLoading } from '../../components/LazyPage';
import { useSave } from '../../save/use-save';
import { notificationText } from './notification-text';

/** Spec section 9: table page size 10, options 5/10/20. */
const PAGE_SIZES = [5, 10, 20];

type NotificationIntra = StoredNotification & { id: string };

/**
 * Marking one or all read, each staff member for herself; then the list and the menu badge (both
 * under the query key "notificationsIntra") are read again, whether the call succeeded or not.
 */
function useMarkRead() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const save = useSave();
  const [marking, setMarking] = useState<string>();
  const failure = 'app.notification_reads.failed';
  const reread = () => queryClient.invalidateQueries({ queryKey: ['notificationsIntra'] });
  const one = async (id: string) => {
    setMarking(id);
    await save.run(() => dataProvider.markNotificationRead(id), { failure });
    setMarking(undefined);
    await reread();
  };
  const all = async () => {
    await save.run(() => dataProvider.markAllNotificationsRead(), {
      failure,
      // A count, not an achievement: told as information (none may have been unread).
      onSuccess: ({ data }) =>
        notify('app.notification_reads.marked_all', {
          type: 'info',
          messageArgs: { smart_count: data.count },
        }),
    });
    await reread();
  };
  return { one, all, marking, saving: save.saving };
}

/** /notificationsIntra: the intranet notifications, newest first, with their age. */
export const NotificationsIntraPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const { data, total, isPending, error } = useGetList<NotificationIntra>('notificationsIntra', {
    pagination: { page, perPage },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  const mark = useMarkRead();

  return (
    <Card sx={{ mt: 2 }}>
      {/* The menu's words: one name for the screen. */}
      <Title title={translate('app.shell.menu.notificationsIntra')} />
      {isPending && <PageLoading />}
      {error && <Alert severity="error">{translate('app.errors.form_load')}</Alert>}
      {data && data.length === 0 && (
        <Typography sx={{ p: 2 }}>{translate('app.shell.notifications.empty')}</Typography>
      )}
      {(total ?? 0) > 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 2, pt: 2 }}>
          <Button variant="outlined" size="small" disabled={mark.saving} onClick={mark.all}>
            {translate('app.notification_reads.mark_all')}
          </Button>
        </Box>
      )}
      {data && data.length > 0 && (
        <List>
          {data.map((n) => {
            const { title, body } = notificationText(n, translate, locale);
            const unread = !n.read;
            return (
              // On a phone the button goes under the text, which keeps the row's width.
              <ListItem
                key={n.id}
                divider
                alignItems="flex-start"
                sx={{ flexDirection: { xs: 'column', sm: 'row' } }}
              >
                <ListItemText
                  // Unread: bold, and said in words beside the title (not by colour alone).
                  slotProps={{ primary: { sx: { fontWeight: unread ? 'bold' : undefined } } }}
                  primary={
                    <>
                      {n.link ? (
                        <Link component={RouterLink} to={n.link}>
                          {title}
                        </Link>
                      ) : (
                        title
                      )}
                      {unread && (
                        <Chip
                          component="span"
                          label={translate('app.notification_reads.unread')}
                          size="small"
                          variant="outlined"
                          sx={{ ml: 1 }}
                        />
                      )}
                    </>
                  }
                  secondary={
                    <>
                      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                        {body}
                      </Typography>
                      <Typography
                        component="time"
                        variant="caption"
                        dateTime={n.createdAt}
                        title={formatDateTime(n.createdAt, locale)}
                      >
                        {formatAge(n.createdAt, locale)}
                      </Typography>
                    </>
                  }
                />
                {unread && (
                  <Button
                    size="small"
                    sx={{ flexShrink: 0, ml: { xs: -0.5, sm: 1 }, mt: { xs: 0, sm: 1 } }}
                    aria-label={translate('app.notification_reads.mark_read_of', { title })}
                    disabled={mark.marking === n.id}
                    onClick={() => mark.one(n.id)}
                  >
                    {translate('app.notification_reads.mark_read')}
                  </Button>
                )}
              </ListItem>
            );
          })}
        </List>
      )}
      {(total ?? 0) > 0 && (
        <TablePagination
          component="div"
          count={total ?? 0}
          page={page - 1}
          rowsPerPage={perPage}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_, next) => setPage(next + 1)}
          onRowsPerPageChange={(e) => {
            setPerPage(Number(e.target.value));
            setPage(1);
          }}
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
          labelDisplayedRows={({ from, to, count }) =>
            translate('ra.navigation.page_range_info', {
              offsetBegin: from,
              offsetEnd: to,
              total: count,
            })
          }
        />
      )}
    </Card>
  );
};

export default NotificationsIntraPage;
