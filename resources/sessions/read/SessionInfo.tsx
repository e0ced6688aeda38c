import { Box, Grid, Link as MuiLink, Stack, Typography } from '@mui/material';
import { differenceInMinutes, format } from 'date-fns';
import type { ReactNode } from 'react';
import {
  Link,
  useGetMany,
  useGetOne,
  useGetRecordRepresentation,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import type { SessionRecord } from '../../../dataProvider/sessions';
import { dateLocale, formatDate, formatDateTime, toDate } from '../../../domain/rules/dates';
import { durationParts } from '../../../domain/rules/module-progress';
import { useLanguageName } from '../../../src/components/LanguageReference';
import { Section } from './Section';
import { m } from './session-access';

/** A label over its value, or a dash when empty. */
const Item = ({ label, children }: { label: string; children: ReactNode }) => {
  const empty = children === null || children === undefined || children === '';
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography
        variant="body1"
        component="div"
        sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
      >
        {empty ? '–' : children}
      </Typography>
    </Box>
  );
};

const field = (name: string) => `resources.sessions.fields.${name}`;
const userTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The dates and hours in the reader's locale and zone: one day with its hours, else both instants. */
const useWhen = (session: SessionRecord) => {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const start = toDate(session.start);
  const end = toDate(session.end);
  if (!start || !end) return { when: undefined, duration: undefined };
  const time = (date: Date) => format(date, 'p', { locale: dateLocale(locale) });
  const sameDay = formatDate(start, locale) === formatDate(end, locale);
  const when = sameDay
    ? `${formatDate(start, locale)}, ${time(start)} – ${time(end)}`
    : `${formatDateTime(start, locale)} – ${formatDateTime(end, locale)}`;
  const { hours, minutes } = durationParts(differenceInMinutes(end, start) * 60);
  const duration =
    hours === 0
      ? translate(m('minutes'), { minutes })
      : minutes === 0
        ? translate(m('hours'), { hours })
        : translate(m('hours_minutes'), { hours, minutes });
  return { when, duration };
};

const Trainer = ({ id }: { id: string }) => {
  const { data } = useGetOne('teachers', { id });
  const represent = useGetRecordRepresentation('teachers');
  return <>{data ? represent(data) : null}</>;
};

const Language = ({ id }: { id: string }) => {
  const { data } = useGetOne('languages', { id });
  const nameOf = useLanguageName();
  return <>{data ? nameOf(data) : null}</>;
};

const Client = ({ id }: { id: string }) => {
  const { data } = useGetOne('companies', { id });
  return (
    <MuiLink component={Link} to={`/company/infos/${id}/`}>
      {data?.name ?? id}
    </MuiLink>
  );
};

const Groups = ({ ids }: { ids: string[] }) => {
  const { data = [] } = useGetMany('groups', { ids });
  const names = new Map(data.map((g) => [String(g.id), g.name as string]));
  return (
    <Stack
      component="ul"
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1.5, m: 0, p: 0, listStyle: 'none' }}
    >
      {ids.map((id) => (
        <li key={id}>
          <MuiLink component={Link} to={`/company/groups/${id}/edit`}>
            {names.get(id) ?? id}
          </MuiLink>
        </li>
      ))}
    </Stack>
  );
};

/** General information: what, who, when, for whom, how one registers, and the texts. */
export const SessionInfo = ({ session }: { session: SessionRecord }) => {
  const translate = useTranslate();
  const { when, duration } = useWhen(session);
  const otherZone = session.timeZone && session.timeZone !== userTimeZone();
  const groups = session.groups ?? [];
  return (
    <Section title={translate(m('general'))}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Item label={translate(field('type'))}>
            {translate(`app.sessions.types.${session.type}`, { _: session.type })}
          </Item>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Item label={translate(field('teacher'))}>
            <Trainer id={session.teacher} />
          </Item>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Item label={translate(field('language'))}>
            <Language id={session.language} />
          </Item>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Item label={translate(m('when'))}>{when}</Item>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Item label={translate(m('duration'))}>{duration}</Item>
        </Grid>
        {otherZone && (
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Item label={translate(field('timeZone'))}>
              {translate(m('time_zone_note'), {
                zone: session.timeZone,
                time: session.localStartTime,
              })}
            </Item>
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Item label={translate(field('company'))}>
            {session.company ? <Client id={session.company} /> : translate(m('no_client'))}
          </Item>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Item label={translate(field('groups'))}>
            {groups.length > 0 ? <Groups ids={groups} /> : translate(m('no_groups'))}
          </Item>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Item label={translate(field('recurrent'))}>
            {translate(m(session.recurrent || session.seriesId ? 'in_series' : 'one_off'))}
          </Item>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Item label={translate(m('registration'))}>
            {session.isOpenToStudentRegistration
              ? translate(m('registration_free'), { smart_count: session.slots })
              : translate(m('registration_staff'), { smart_count: session.registrants.length })}
          </Item>
        </Grid>
        {(['description', 'objectives', 'resources'] as const).map((text) => (
          <Grid key={text} size={{ xs: 12 }}>
            <Item label={translate(field(text))}>{session[text]}</Item>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
};
