import NewspaperIcon from '@mui/icons-material/Newspaper';
import { RichTextField, SelectInput } from 'react-admin';
import { NEWS_AUDIENCES, newsErrors, newsTarget } from '../../domain/rules/news';
import { ArchiveOrRestoreButton, archiveBulkActions } from '../../src/components/ArchiveButtons';
import { defineResource, type FieldDefinition, type Rule } from '../../src/meta';
import { AudienceReferenceInput, LazyNewsBodyInput, WhenAudience } from './NewsInputs';
import { NewsPreviewButton } from './NewsPreview';

const AUDIENCE_CHOICES = NEWS_AUDIENCES.map((id) => ({ id, name: `app.news.audiences.${id}` }));

/** The rules of domain/rules/news.ts, on the field they name (the server says the same). */
const ruleOn =
  (field: 'companyId' | 'groupId' | 'publishUntil'): Rule =>
  (_value, values) =>
    newsErrors({
      audience: values.audience ?? 'all',
      companyId: values.companyId,
      groupId: values.groupId,
      publishFrom: values.publishFrom || undefined,
      publishUntil: values.publishUntil || undefined,
    })[field];

/** The client or group picker of its audience, shown only while that audience is chosen. */
const audienceReference = (source: 'companyId' | 'groupId'): FieldDefinition => ({
  source,
  type: 'reference',
  reference: source === 'companyId' ? 'companies' : 'groups',
  views: ['create', 'edit'],
  validate: [ruleOn(source)],
  input: (
    <WhenAudience source={source} when={source === 'companyId' ? 'company' : 'group'}>
      <AudienceReferenceInput
        source={source}
        reference={source === 'companyId' ? 'companies' : 'groups'}
      />
    </WhenAudience>
  ),
});

export const newsFields: FieldDefinition[] = [
  { source: 'title', type: 'text', views: ['list', 'create', 'edit', 'show'], required: true },
  {
    source: 'audience',
    type: 'select',
    choices: AUDIENCE_CHOICES,
    chip: true,
    views: ['list', 'show', 'filter'],
    alwaysOn: true,
  },
  // A new item is for all learners (a filter input cannot carry a default: its own entry).
  {
    source: 'audience',
    type: 'select',
    choices: AUDIENCE_CHOICES,
    views: ['create', 'edit'],
    required: true,
    input: <SelectInput source="audience" choices={AUDIENCE_CHOICES} defaultValue="all" />,
  },
  {
    source: 'companyId',
    type: 'reference',
    reference: 'companies',
    views: ['list', 'show', 'filter'],
    sortable: false,
  },
  audienceReference('companyId'),
  {
    source: 'groupId',
    type: 'reference',
    reference: 'groups',
    views: ['list', 'show', 'filter'],
    sortable: false,
  },
  audienceReference('groupId'),
  {
    source: 'publishFrom',
    type: 'datetime',
    views: ['list', 'create', 'edit', 'show'],
    helperKey: 'app.news.help.publishFrom',
  },
  {
    source: 'publishUntil',
    type: 'datetime',
    views: ['list', 'create', 'edit', 'show'],
    helperKey: 'app.news.help.publishUntil',
    validate: [ruleOn('publishUntil')],
  },
  {
    source: 'pinned',
    type: 'boolean',
    views: ['list', 'create', 'edit', 'show', 'filter'],
    helperKey: 'app.news.help.pinned',
  },
  {
    source: 'body',
    type: 'longtext',
    views: ['create', 'edit', 'show'],
    fullWidth: true,
    input: <LazyNewsBodyInput source="body" />,
    field: <RichTextField source="body" />,
  },
  { source: 'current', type: 'boolean', views: ['filter'] },
  { source: 'archived', type: 'boolean', views: ['filter'] },
  { source: 'updatedAt', type: 'date', views: ['show'] },
];

/** The form's values as the API takes them: the audience's own reference, no empty dates. */
export function newsBody(data: Record<string, unknown>): Record<string, unknown> {
  const { publishFrom, publishUntil, ...rest } = data;
  const audience = (data.audience as 'all' | 'company' | 'group' | undefined) ?? 'all';
  return {
    ...rest,
    ...newsTarget({
      audience,
      companyId: data.companyId as string | null,
      groupId: data.groupId as string | null,
    }),
    ...(publishFrom ? { publishFrom } : {}),
    publishUntil: publishUntil || null,
  };
}

const NewsRowActions = () => (
  <>
    <NewsPreviewButton />
    <ArchiveOrRestoreButton />
  </>
);

/**
 * The news (/news, "Actualities"), right after the archive in the menu: what learners read on their
 * platform, by audience and publication window; previewed as a learner sees it, archived.
 */
export default defineResource({
  name: 'news',
  path: '/news',
  area: 'elearning',
  icon: NewspaperIcon,
  // Right after /archive/students (140).
  menu: { place: 141 },
  fields: newsFields,
  recordRepresentation: 'title',
  listProps: { defaultSort: { field: 'publishFrom', order: 'DESC' } },
  transform: newsBody,
  rowActions: NewsRowActions,
  showActions: <NewsPreviewButton />,
  bulkActions: archiveBulkActions(),
});
