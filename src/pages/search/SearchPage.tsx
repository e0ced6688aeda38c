import {
  Alert,
  Box,
  Card,
  CardContent,
  Grid,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, Title, useDataProvider, useTranslate } from 'react-admin';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import type { AppDataProvider } from '../../../dataProvider';
import { SEARCH_KINDS, type SearchKind } from '../../../domain/entities/search';
import { SEARCH_MIN_LENGTH } from '../../../domain/rules/search';
import { searchUrl } from '../../meta/SearchOrEdit';
import { hitsOf, type SearchHit, searchPath } from './paths';

/** Where "show all" of a kind leads: its list screen, searching for the text. */
const listUrls = (kind: SearchKind, text: string): { key: string; to: string }[] => {
  const filter = encodeURIComponent(JSON.stringify({ q: text }));
  switch (kind) {
    case 'company':
      return [1, 2].map((area) => ({
        key: `app.people.company.list_${area}`,
        to: `/companyall/${area}?filter=${filter}`,
      }));
    case 'user':
      return [{ key: 'app.search.kinds.user', to: searchUrl('students', text) }];
    case 'customer':
      return [{ key: 'app.search.kinds.customer', to: searchUrl('customers', text) }];
    case 'teacher':
      return [{ key: 'app.search.kinds.teacher', to: searchUrl('teachers', text) }];
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
        <Typography variant="overline" color="text.secondary" component="h2">
          {translate(`app.search.kinds.${kind}`)}
        </Typography>
        <List dense disablePadding>
          {hits.map((hit) => (
            <ListItemButton key={hit.id} component={Link} to={searchPath(hit)}>
              <ListItemText
                primary={hit.label}
                secondary={
                  hit.detail ?? translate(`app.people.company.area_${hit.languageArea ?? 1}`)
                }
              />
            </ListItemButton>
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
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
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

/** A student's e-mail leads to her page; anything else found nothing. */
const StudentByEmail = ({ email }: { email: string }) => {
  const translate = useTranslate();
  const { data, isPending, isError } = useGlobalSearch(email);
  if (isPending && email.length >= SEARCH_MIN_LENGTH) {
    return <LinearProgress sx={{ mt: 2 }} aria-label={translate('app.search.searching')} />;
  }
  if (isError) return <Alert severity="error">{translate('app.errors.form_load')}</Alert>;
  const student = data?.user.find((u) => u.email.toLowerCase() === email.toLowerCase());
  if (student) return <Navigate to={`/student/${student._id}`} replace />;
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      {translate('app.search.link_not_found')}
    </Alert>
  );
};

/**
 * The result links of spec section 2: /search/Company/{id}/{name}, /search/Student/{email},
 * /search/Customer/{email}, /search/teachers/{email}; each opens the screen of that record.
 */
export const SearchLinkPage = () => {
  const translate = useTranslate();
  const { kind = '', key = '' } = useParams();
  switch (kind) {
    case 'Company':
      return <Navigate to={`/company/infos/${encodeURIComponent(key)}`} replace />;
    case 'Student':
      return <StudentByEmail email={key} />;
    case 'Customer':
      return <Navigate to={searchUrl('customers', key)} replace />;
    case 'teachers':
      return <Navigate to={searchUrl('teachers', key)} replace />;
    default:
      return (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('app.search.link_not_found')}
        </Alert>
      );
  }
};

export default SearchPage;
