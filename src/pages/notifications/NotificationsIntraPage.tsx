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
import { formatDistanceToNow } from 'date-fns';
import { de, enGB, fr } from 'date-fns/locale';
import { useState } from 'react';
import { Title, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { PageLoading } from '../../components/LazyPage';

const DATE_LOCALES = { en: enGB, fr, de } as const;
/** Spec section 9: table page size 10, options 5/10/20. */
const PAGE_SIZES = [5, 10, 20];

interface NotificationIntra {
  id: string;
  title: string;
  body: string;
  link: string | null;
  createdAt: string;
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
  const dateLocale = DATE_LOCALES[locale as keyof typeof DATE_LOCALES] ?? enGB;

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.shell.notifications.title')} />
      {isPending && <PageLoading />}
      {error && <Alert severity="error">{translate('app.errors.form_load')}</Alert>}
      {data && data.length === 0 && (
        <Typography sx={{ p: 2 }}>{translate('app.shell.notifications.empty')}</Typography>
      )}
      {data && data.length > 0 && (
        <List>
          {data.map((n) => (
            <ListItem key={n.id} divider alignItems="flex-start">
              <ListItemText
                primary={n.link ? <Link href={n.link}>{n.title}</Link> : n.title}
                secondary={
                  <>
                    <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                      {n.body}
                    </Typography>
                    <Typography
                      component="time"
                      variant="caption"
                      dateTime={n.createdAt}
                      title={new Date(n.createdAt).toLocaleString(locale)}
                    >
                      {formatDistanceToNow(new Date(n.createdAt), {
                        addSuffix: true,
                        locale: dateLocale,
                      })}
                    </Typography>
                  </>
                }
              />
            </ListItem>
          ))}
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
