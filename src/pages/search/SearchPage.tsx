import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  Link,
  type RaRecord,
  Title,
  useCanAccess,
  useDataProvider,
  useTranslate,
} from 'react-admin';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import type { AppDataProvider } from '../../../dataProvider';
import { SEARCH_KINDS, type SearchKind } from '../../../domain/entities/search';
import { SEARCH_MIN_LENGTH } from '../../../domain/rules/search';
import { listAddress } from '../../meta/list-address';
import { searchUrl } from '../../meta/SearchOrEdit';
import { hitsOf, type SearchHit, searchAllPath, searchPath } from './paths';

/** Where "show all" of a kind leads: its list screen, searching for the text. */
const listUrls = (kind: SearchKind, text: string): { key: string; to: string }[] => {
  switch (kind) {
    case 'company':
      return [1, 2].map((area) => ({
        key: `app.people.company.list_${area}`,
        to: searchUrl(`companyall/${area}`, text),
      }));
    case 'user':
      return [{ key: 'app.search.kinds.user', to: searchUrl('students', text) }];
    case 'customer':
      return [{ key: 'app.search.kinds.customer', to: searchUrl('customers', text) }];
    case 'teacher':
      return [{ key: 'app.search.kinds.teacher', to: searchUrl('teachers', text) }];
    case 'course':
      return [{ key: 'app.search.kinds.course', to: searchUrl('courses', text) }];
    case 'module':
      return [{ key: 'app.search.kinds.module', to: searchUrl('modules', text) }];
    case 'resource':
      return [{ key: 'app.search.kinds.resource', to: searchUrl('resources', text) }];
    // Groups have no list of their own: each client's Courses tab lists them.
    case 'group':
      return [];
  }
};

const useGlobalSearch = (text: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['globalSearch', text],
    queryFn: () => dataProvider.globalSearch(text),
    enabled: text.length >= SEARCH_MIN_LENGTH,
  });
};

const KindCard = ({ kind, hits, text }: { kind: SearchKind; hits: SearchHit[]; text: string }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="overline" color="text.secondary" component="h3">
          {translate(`app.search.kinds.${kind}`)}
        </Typography>
        <List dense disablePadding>
          {hits.map((hit) => (
            <ListItem key={hit.id} disablePadding>
              <ListItemButton component={Link} to={searchPath(hit)}>
                <ListItemText
                  primary={hit.label}
                  secondary={
                    hit.detail ?? translate(`app.people.company.area_${hit.languageArea ?? 1}`)
                  }
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1 }}>
          {listUrls(kind, text).map((link) => (
            <Link key={link.to} to={link.to} variant="body2">
              {translate('app.search.show_in_list', { list: translate(link.key) })}
            </Link>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
};

/** /search?q=...: the matches of every kind for a text (the top bar's Enter leads here). */
export const SearchPage = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const text = (params.get('q') ?? '').trim();
  const { data, isPending, isError } = useGlobalSearch(text);
  const hits = data ? hitsOf(data) : [];

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('app.search.title')} />
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {text.length >= SEARCH_MIN_LENGTH
          ? translate('app.search.results_for', { text })
          : translate('app.search.title')}
      </Typography>
      {text.length < SEARCH_MIN_LENGTH ? (
        <Alert severity="info">{translate('app.search.too_short')}</Alert>
      ) : isError ? (
        <Alert severity="error">{translate('app.errors.form_load')}</Alert>
      ) : isPending ? (
        <LinearProgress aria-label={translate('app.search.searching')} />
      ) : hits.length === 0 ? (
        <Alert severity="info">{translate('app.search.nothing_found')}</Alert>
      ) : (
        <Grid container spacing={2}>
          {SEARCH_KINDS.map((kind) => {
            const ofKind = hits.filter((hit) => hit.kind === kind);
            return ofKind.length === 0 ? null : (
              <Grid key={kind} size={{ xs: 12, md: 6 }}>
                <KindCard kind={kind} hits={ofKind} text={text} />
              </Grid>
            );
          })}
        </Grid>
      )}
    </Box>
  );
};

/** The kinds of /search/{kind}/{email}: the resource to look in and the page of one record. */
const BY_EMAIL: Record<
  string,
  { resource: string; open: (id: string, canEdit: boolean) => string }
> = {
  Student: { resource: 'students', open: (id) => `/student/${encodeURIComponent(id)}` },
  Customer: {
    resource: 'customers',
    open: (id, canEdit) => `/customers/${encodeURIComponent(id)}${canEdit ? '' : '/show'}`,
  },
  teachers: {
    resource: 'teachers',
    open: (id, canEdit) => `/teachers/${encodeURIComponent(id)}${canEdit ? '' : '/show'}`,
  },
};

const sameEmail = (email: string) => (record: RaRecord) =>
  String(record.email ?? '').toLowerCase() === email.toLowerCase();

/** The id of the record with exactly this e-mail, active or archived (its page then says so); null when none. */
const useRecordByEmail = (resource: string, email: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['recordByEmail', resource, email],
    queryFn: async () => {
      const page = (archived: boolean) =>
        dataProvider.getList(resource, {
          filter: archived ? { q: email, archived } : { q: email },
          pagination: { page: 1, perPage: 25 },
          sort: { field: 'name', order: 'ASC' },
        });
      const [active, archived] = await Promise.all([page(false), page(true)]);
      const found = active.data.find(sameEmail(email)) ?? archived.data.find(sameEmail(email));
      return found ? String(found.id) : null;
    },
    enabled: email.length > 0,
  });
};

/** Nothing has this e-mail (any more): say so, and offer the search for it. */
const EmailNotFound = ({ email }: { email: string }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      sx={{ mt: 2 }}
      action={
        <Button component={Link} to={searchAllPath(email)} color="inherit" size="small">
          {translate('app.search.search_again', { text: email })}
        </Button>
      }
    >
      {translate('app.search.email_not_found', { email })}
    </Alert>
  );
};

/** A student's, contact's or trainer's e-mail opens that record itself. */
const RecordByEmail = ({ kind, email }: { kind: string; email: string }) => {
  const translate = useTranslate();
  const { resource, open } = BY_EMAIL[kind];
  const { data: id, isPending, isError } = useRecordByEmail(resource, email);
  const { canAccess: canEdit, isPending: checking } = useCanAccess({ resource, action: 'edit' });
  if (email && (isPending || checking)) {
    return <LinearProgress sx={{ mt: 2 }} aria-label={translate('app.search.searching')} />;
  }
  if (isError) return <Alert severity="error">{translate('app.errors.form_load')}</Alert>;
  if (!id) return <EmailNotFound email={email} />;
  return <Navigate to={open(id, canEdit === true)} replace />;
};

/** The catalogue kinds of /search/{kind}/{id}: Course and Module (spec section 2). */
const CATALOGUE: Record<string, string> = { Course: 'courses', Module: 'modules' };

/** A course or module opens its edit form, or for a reader (a Teacher) the list showing only it. */
const CatalogueRecord = ({ resource, id }: { resource: string; id: string }) => {
  const translate = useTranslate();
  const { canAccess: canEdit, isPending } = useCanAccess({ resource, action: 'edit' });
  if (isPending) {
    return <LinearProgress sx={{ mt: 2 }} aria-label={translate('app.search.searching')} />;
  }
  return (
    <Navigate
      to={canEdit ? `/${resource}/${encodeURIComponent(id)}` : listAddress(resource, { id: [id] })}
      replace
    />
  );
};

/**
 * The result links of spec section 2: /search/Company/{id}/{name}, /search/Student/{email},
 * /search/Customer/{email}, /search/teachers/{email}, /search/Course/{id}, /search/Module/{id},
 * /search/Group/{id};
 * each opens the page of that record.
 */
export const SearchLinkPage = () => {
  const translate = useTranslate();
  const { kind = '', key = '' } = useParams();
  if (kind === 'Company') {
    return <Navigate to={`/company/infos/${encodeURIComponent(key)}`} replace />;
  }
  // /search/Group/{id}: the group's page, on its Basic tab.
  if (kind === 'Group') {
    return <Navigate to={`/company/groups/${encodeURIComponent(key)}/edit/basic`} replace />;
  }
  // /search/Resource/{label}: the resources list searching for that label.
  if (kind === 'Resource') return <Navigate to={searchUrl('resources', key)} replace />;
  if (Object.hasOwn(CATALOGUE, kind))
    return <CatalogueRecord key={`${kind}/${key}`} resource={CATALOGUE[kind]} id={key} />;
  if (Object.hasOwn(BY_EMAIL, kind))
    return <RecordByEmail key={`${kind}/${key}`} kind={kind} email={key} />;
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      {translate('app.search.link_not_found')}
    </Alert>
  );
};

export default SearchPage;
