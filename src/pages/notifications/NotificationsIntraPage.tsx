import {
  Alert,
  Card,
  Link,
  List,
  ListItem,
  ListItemText,
  TablePagination,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title, useGetList, useLocaleState, useTranslate } from 'react-admin';
import type { NotificationIntra as StoredNotification } from '../../../domain/entities/notification';
import { formatAge, formatDateTime } from '../../../domain/rules/dates';
import { PageLoading } from '../../components/LazyPage';
import { notificationText } from './notification-text';

/** Spec section 9: table page size 10, options 5/10/20. */
const PAGE_SIZES = [5, 10, 20];

type NotificationIntra = StoredNotification & { id: string };

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

  return (
    <Card sx={{ mt: 2 }}>
      {/* The menu's words: one name for the screen. */}
      <Title title={translate('app.shell.menu.notificationsIntra')} />
      {isPending && <PageLoading />}
      {error && <Alert severity="error">{translate('app.errors.form_load')}</Alert>}
      {data && data.length === 0 && (
        <Typography sx={{ p: 2 }}>{translate('app.shell.notifications.empty')}</Typography>
      )}
      {data && data.length > 0 && (
        <List>
          {data.map((n) => {
            const { title, body } = notificationText(n, translate, locale);
            return (
              <ListItem key={n.id} divider alignItems="flex-start">
                <ListItemText
                  primary={n.link ? <Link href={n.link}>{title}</Link> : title}
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
