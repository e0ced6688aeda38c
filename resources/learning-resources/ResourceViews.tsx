import CategoryIcon from '@mui/icons-material/Category';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import LaunchIcon from '@mui/icons-material/Launch';
import {
  Box,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  ListItem,
  ListItemText,
  Button as MuiButton,
  List as MuiList,
  TextField as MuiTextField,
  Stack,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import {
  Button,
  Create,
  CreateButton,
  DataTable,
  DateField,
  Edit,
  FileField,
  FileInput,
  FormDataConsumer,
  List,
  RadioButtonGroupInput,
  type RaRecord,
  required,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextInput,
  TopToolbar,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { ResourceMethods } from '../../dataProvider/resources';
import { type Category, RESOURCE_TYPES } from '../../domain/entities/resource';
import { readFailure } from '../../src/save/read-failure';

type Provider = ReturnType<typeof useDataProvider> & ResourceMethods;

const typeChoices = RESOURCE_TYPES.map((id) => ({ id, name: `app.resources.types.${id}` }));

/** Every category, reloaded after a change in the categories dialog. */
function useCategories() {
  const dataProvider = useDataProvider() as Provider;
  const [categories, setCategories] = useState<Category[]>([]);
  const reload = useCallback(
    () =>
      dataProvider
        .listCategories()
        .then(setCategories)
        .catch(() => setCategories([])),
    [dataProvider],
  );
  useEffect(() => {
    reload();
  }, [reload]);
  return { categories, reload };
}

const categoryChoices = (categories: Category[]) =>
  categories.map((c) => ({ id: c._id, name: c.name }));

/** Adds and deletes categories; a refusal (taken name, category in use) shows the server's message. */
export function CategoriesDialog({ onChange }: { onChange: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider() as Provider;
  const { categories, reload } = useCategories();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  const changed = async () => {
    await reload();
    onChange();
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    try {
      await dataProvider.createCategory(name.trim());
      setName('');
      setError(undefined);
      notify('app.resources.category_added', { type: 'success' });
      await changed();
    } catch (e) {
      setError(readFailure(e).message);
    }
  };
  const remove = async (category: Category) => {
    try {
      await dataProvider.deleteCategory(category._id);
      setError(undefined);
      notify('app.resources.category_deleted', { type: 'success' });
      await changed();
    } catch (e) {
      setError(readFailure(e).message);
    }
  };

  return (
    <>
      {/* On a phone react-admin's Button shows its icon only, the label as its name. */}
      <Button label="app.resources.manage_categories" onClick={() => setOpen(true)}>
        <CategoryIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="categories-title">
        <DialogTitle id="categories-title">{translate('app.resources.categories')}</DialogTitle>
        <DialogContent>
          {categories.length === 0 ? (
            <Typography>{translate('app.resources.no_categories')}</Typography>
          ) : (
            <MuiList dense>
              {categories.map((category) => (
                <ListItem
                  key={category._id}
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={translate('app.resources.delete_category', {
                        name: category.name,
                      })}
                      onClick={() => remove(category)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  }
                >
                  <ListItemText primary={category.name} />
                </ListItem>
              ))}
            </MuiList>
          )}
          <Box component="form" onSubmit={add} sx={{ display: 'flex', gap: 1, mt: 1 }}>
            <MuiTextField
              size="small"
              label={translate('app.resources.new_category')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              inputProps={{ maxLength: 100 }}
            />
            <MuiButton type="submit" variant="contained">
              {translate('app.resources.add_category')}
            </MuiButton>
          </Box>
          {error && (
            <Typography role="alert" color="error" sx={{ mt: 1 }}>
              {translate(error, { _: error })}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('app.resources.close')}</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** Downloads the stored file (with the token), or opens the link in a new tab. */
export function SourceButton() {
  const record = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider() as Provider;
  if (!record) return null;
  if (record.url) {
    return (
      <MuiButton
        size="small"
        href={String(record.url)}
        target="_blank"
        rel="noopener noreferrer"
        startIcon={<LaunchIcon />}
        sx={{ whiteSpace: 'nowrap' }}
        onClick={(e) => e.stopPropagation()}
        aria-label={`${translate('app.resources.open_link')}: ${record.name}`}
      >
        {translate('app.resources.open_link')}
      </MuiButton>
    );
  }
  const download = async (event: React.MouseEvent) => {
    event.stopPropagation();
    try {
      const blob = await dataProvider.downloadResource(String(record.id));
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = blob instanceof File ? blob.name : String(record.fileName ?? 'download');
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      notify('app.resources.download_failed', { type: 'error' });
    }
  };
  return (
    <MuiButton
      size="small"
      startIcon={<DownloadIcon />}
      sx={{ whiteSpace: 'nowrap' }}
      onClick={download}
      aria-label={`${translate('app.resources.download')}: ${record.fileName ?? record.name}`}
    >
      {translate('app.resources.download')}
    </MuiButton>
  );
}

/** Category chips above the list: a click filters on the category, again clears it. */
function CategoryChips({ categories }: { categories: Category[] }) {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const translate = useTranslate();
  if (categories.length === 0) return null;
  const current = filterValues.categoryId;
  const choose = (id?: string) => {
    const { categoryId: _c, ...rest } = filterValues;
    setFilters(id ? { ...rest, categoryId: id } : rest, displayedFilters);
  };
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, px: 2, py: 1 }}
      aria-label={translate('app.resources.categories')}
      component="nav"
    >
      <Chip
        label={translate('app.resources.all_categories')}
        color={current ? 'default' : 'primary'}
        onClick={() => choose()}
        aria-pressed={!current}
      />
      {categories.map((c) => (
        <Chip
          key={c._id}
          label={c.name}
          color={current === c._id ? 'primary' : 'default'}
          onClick={() => choose(current === c._id ? undefined : c._id)}
          aria-pressed={current === c._id}
        />
      ))}
    </Stack>
  );
}

export function ResourceList() {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { categories, reload } = useCategories();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="categoryId"
      source="categoryId"
      choices={categoryChoices(categories)}
      alwaysOn
    />,
    <SelectInput key="type" source="type" choices={typeChoices} />,
  ];
  return (
    <List
      sort={{ field: 'name', order: 'ASC' }}
      filters={filters}
      actions={
        <TopToolbar>
          <CategoriesDialog onChange={reload} />
          <CreateButton />
        </TopToolbar>
      }
      title={translate('resources.resources.name', { smart_count: 2 })}
    >
      <CategoryChips categories={categories} />
      {phone ? (
        <SimpleList
          primaryText={(r: RaRecord) => String(r.name)}
          secondaryText={(r: RaRecord) =>
            [translate(`app.resources.types.${r.type}`), r.label, r.categoryName]
              .filter(Boolean)
              .join(' · ')
          }
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col
            source="type"
            render={(r: RaRecord) => translate(`app.resources.types.${r.type}`)}
          />
          <DataTable.Col source="label" />
          <DataTable.Col
            source="categoryName"
            render={(r: RaRecord) =>
              r.categoryName ? <Chip size="small" label={String(r.categoryName)} /> : null
            }
          />
          <DataTable.Col label="app.resources.source" disableSort>
            <SourceButton />
          </DataTable.Col>
          <DataTable.Col source="createdAt" field={DateField} />
        </DataTable>
      )}
    </List>
  );
}

const urlRule = (value: unknown) => {
  if (value === undefined || value === null || value === '') return undefined;
  try {
    const url = new URL(String(value));
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? undefined
      : 'app.resources.url_invalid';
  } catch {
    return 'app.resources.url_invalid';
  }
};

function ResourceForm({ editing }: { editing?: boolean }) {
  const { categories } = useCategories();
  const translate = useTranslate();
  return (
    <SimpleForm defaultValues={editing ? undefined : { source: 'file' }}>
      <TextInput source="name" validate={required()} fullWidth />
      <SelectInput source="type" choices={typeChoices} validate={required()} />
      <TextInput source="label" validate={required()} fullWidth />
      <SelectInput source="categoryId" choices={categoryChoices(categories)} emptyText="—" />
      <RadioButtonGroupInput
        source="source"
        label="app.resources.source"
        choices={[
          { id: 'file', name: 'app.resources.source_file' },
          { id: 'url', name: 'app.resources.source_url' },
        ]}
      />
      <FormDataConsumer>
        {({ formData }) =>
          formData.source === 'url' ? (
            <TextInput source="url" type="url" validate={[required(), urlRule]} fullWidth />
          ) : (
            <>
              {editing && formData.fileName && (
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {translate('app.resources.keep_file', { name: formData.fileName })}
                </Typography>
              )}
              <FileInput
                source="file"
                label="resources.resources.fields.file"
                multiple={false}
                // The dropzone's hidden input gets the field's name too (axe: every input labelled).
                inputProps={{ 'aria-label': translate('resources.resources.fields.file') }}
                validate={editing && formData.fileName ? undefined : required()}
              >
                <FileField source="src" title="title" />
              </FileInput>
            </>
          )
        }
      </FormDataConsumer>
    </SimpleForm>
  );
}

/** The form shows a file input or a url input; an edited record starts on what it has. */
const withSource = (record: RaRecord) => ({ ...record, source: record.url ? 'url' : 'file' });

export const ResourceCreate = () => (
  <Create redirect="list">
    <ResourceForm />
  </Create>
);

export const ResourceEdit = () => (
  <Edit mutationMode="pessimistic" queryOptions={{ select: withSource }} redirect="list">
    <ResourceForm editing />
  </Edit>
);
