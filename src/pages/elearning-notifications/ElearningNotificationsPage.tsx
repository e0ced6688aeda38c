import { Stack, type Theme, Typography, useMediaQuery } from '@mui/material';
import {
  DataTable,
  DateField,
  FunctionField,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  SimpleList,
  TextInput,
  Title,
  useTranslate,
} from 'react-admin';
import {
  ELEARNING_NOTIFICATION_KINDS,
  type ElearningNotificationLog,
  SEND_STATUSES,
} from '../../../domain/entities/elearning-notification';
import { useFigures } from '../../components/use-figures';
import { TemplatesCard } from './TemplatesCard';

const N = 'app.elearning_notifications';
const choices = (list: readonly string[], prefix: string) =>
  list.map((id) => ({ id, name: `${N}.${prefix}.${id}` }));

// SearchInput shows its placeholder as given: it is translated here.
const filtersOf = (searchPlaceholder: string) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={searchPlaceholder} />,
  <SelectInput
    key="kind"
    source="kind"
    label={`${N}.log.kind`}
    choices={choices(ELEARNING_NOTIFICATION_KINDS, 'kinds')}
    alwaysOn
  />,
  <SelectInput
    key="status"
    source="status"
    label={`${N}.log.status`}
    choices={choices(SEND_STATUSES, 'statuses')}
    alwaysOn
  />,
  <TextInput
    key="from"
    source="from"
    label={`${N}.log.from`}
    type="date"
    InputLabelProps={{ shrink: true }}
  />,
  <TextInput
    key="to"
    source="to"
    label={`${N}.log.to`}
    type="date"
    InputLabelProps={{ shrink: true }}
  />,
];

type Row = ElearningNotificationLog & { id: string };

/** The sending log: who, what, when and the delivery result. */
const SendingLog = () => {
  const translate = useTranslate();
  const { dateTime } = useFigures();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const status = (r: Row) =>
    `${translate(`${N}.statuses.${r.status}`)}${r.error ? ` — ${translate(r.error, { _: r.error })}` : ''}`;
  return (
    <List
      resource="elearningNotificationLog"
      storeKey="elearningNotificationLog"
      title={false}
      filters={filtersOf(translate(`${N}.log.search`))}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[5, 10, 20]} />}
      exporter={false}
      actions={false}
      disableSyncWithLocation
      empty={<Typography sx={{ p: 2 }}>{translate(`${N}.log.empty`)}</Typography>}
    >
      {isPhone ? (
        // On a phone eight columns overflow: one entry per message, who and what over when and how it went.
        <SimpleList<Row>
          primaryText={(r) => `${r.learner} — ${translate(`${N}.kinds.${r.kind}`)}`}
          secondaryText={(r) => `${dateTime(r.createdAt)} · ${status(r)}`}
          rowClick={false}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="createdAt" label={`${N}.log.date`}>
            <DateField source="createdAt" showTime />
          </DataTable.Col>
          <DataTable.Col
            source="kind"
            label={`${N}.log.kind`}
            render={(r: Row) => translate(`${N}.kinds.${r.kind}`)}
          />
          <DataTable.Col source="learner" label={`${N}.log.learner`} disableSort />
          <DataTable.Col source="email" label={`${N}.log.email`} />
          <DataTable.Col source="groupName" label={`${N}.log.group`} disableSort />
          <DataTable.Col
            source="language"
            label={`${N}.log.language`}
            disableSort
            render={(r: Row) => translate(`${N}.languages.${r.language}`)}
          />
          <DataTable.Col source="status" label={`${N}.log.status`}>
            <FunctionField<Row> render={status} />
          </DataTable.Col>
          <DataTable.Col source="sentAt" label={`${N}.log.sent_at`}>
            <DateField source="sentAt" showTime />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};

/** /notifications (under E-learning): the templates of the learners' messages and the sending log. */
export const ElearningNotificationsPage = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate(`${N}.title`)} />
      <TemplatesCard />
      <Typography variant="h6" component="h2">
        {translate(`${N}.log.title`)}
      </Typography>
      <SendingLog />
    </Stack>
  );
};

export default ElearningNotificationsPage;
