import { List, ListItem, ListItemText, Link as MuiLink } from '@mui/material';
import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CompanySummary } from '../../../domain/entities/company-summary';
import { EXAM_MODALITY_KEYS, type ExamModality } from '../../../domain/entities/programmes';
import { formatDateTime, formatIn } from '../../../domain/rules/dates';
import { EmptyNote, SectionCard } from '../../../src/components/SectionCard';
import { ListLink } from './ListLink';
import { summaryLinks } from './links';

const T = 'app.company_summary';

/** A short list of what is coming: each row a link to its page, then the link to the whole list. */
const Coming = ({
  title,
  empty,
  count,
  all,
  children,
}: {
  title: string;
  empty: string;
  count: number;
  all: { to: string; label: string };
  children: ReactNode;
}) => (
  <SectionCard title={title}>
    {count === 0 ? (
      <EmptyNote message={empty} />
    ) : (
      <>
        <List dense disablePadding>
          {children}
        </List>
        <ListLink to={all.to}>{all.label}</ListLink>
      </>
    )}
  </SectionCard>
);

/** The client's next sessions (the first of them), each opening its page; all of them in the agenda. */
export const ComingSessions = ({ id, summary }: { id: string; summary: CompanySummary }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const links = summaryLinks(id, summary);
  const { total, rows } = summary.comingSessions;
  return (
    <Coming
      title={`${T}.coming_sessions`}
      empty={`${T}.no_session`}
      count={total}
      all={{
        to: links.agenda,
        label: translate(`${T}.all_sessions`, { smart_count: total }),
      }}
    >
      {rows.map((row) => (
        <ListItem key={row._id} disableGutters>
          <ListItemText
            primary={
              <MuiLink component={Link} to={links.session(row._id)}>
                {row.title}
              </MuiLink>
            }
            secondary={[
              translate(`${T}.session_line`, {
                date: formatIn(row.start, row.timeZone, 'Pp', locale),
                trainer: row.trainer,
              }),
              // A session named after its one group says it once.
              row.groups
                .map((g) => g.name)
                .filter((name) => name !== row.title)
                .join(', '),
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </Coming>
  );
};

/** The client's next exam sessions (the first of them), each opening its page; all of them in the exams. */
export const ComingExams = ({ id, summary }: { id: string; summary: CompanySummary }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const links = summaryLinks(id, summary);
  const { total, rows } = summary.comingExams;
  const modality = (value: string) => {
    const key = EXAM_MODALITY_KEYS[value as ExamModality];
    return key ? translate(key) : value;
  };
  return (
    <Coming
      title={`${T}.coming_exams`}
      empty={`${T}.no_exam`}
      count={total}
      all={{
        to: links.exams(format(new Date(), 'yyyy-MM-dd')),
        label: translate(`${T}.all_exams`, { smart_count: total }),
      }}
    >
      {rows.map((row) => (
        <ListItem key={row._id} disableGutters>
          <ListItemText
            primary={
              <MuiLink component={Link} to={links.exam(row._id)}>
                {formatDateTime(row.examBegin, locale)}
                {' · '}
                {row.subject ?? translate(`${T}.no_subject`)}
              </MuiLink>
            }
            secondary={translate(`${T}.exam_line`, {
              semester: row.semester,
              modality: modality(row.modality),
            })}
          />
        </ListItem>
      ))}
    </Coming>
  );
};
