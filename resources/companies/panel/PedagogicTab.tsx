import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { Referent, ReferentInput } from '../../../domain/entities/company-panel';
import { referentErrors, referentName } from '../../../domain/rules/company-panel';
import { personName } from '../../../domain/rules/person-name';
import { StaleRecordAlert } from '../../../src/save/StaleRecordAlert';
import type { SaveState } from '../../../src/save/use-save';
import { PanelSubmit } from './PanelSubmit';
import { useFieldMessage, usePanelWrite } from './panel-write';
import type { PanelTabProps } from './types';

type ReferentField = 'name' | 'firstname' | 'phone' | 'email';
const FIELDS: ReferentField[] = ['name', 'firstname', 'phone', 'email'];
type Draft = Record<ReferentField, string>;
const EMPTY: Draft = { name: '', firstname: '', phone: '', email: '' };

/** The list as PUT /companyData/pedagogic sends it: existing contacts keep their _id. */
const asInput = (r: Referent): ReferentInput => ({
  _id: r._id,
  name: r.name,
  firstname: r.firstname,
  phone: r.phone,
  email: r.email,
});

const ReferentDialog = ({
  open,
  initial,
  title,
  saving,
  serverErrors,
  save,
  onClose,
  onSubmit,
}: {
  open: boolean;
  initial: Draft;
  title: string;
  saving: boolean;
  serverErrors: Record<string, string>;
  save: SaveState;
  onClose: () => void;
  onSubmit: (draft: Draft) => Promise<boolean>;
}) => {
  const translate = useTranslate();
  const message = useFieldMessage();
  const titleId = useId();
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...serverErrors, ...errors };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clean: Draft = {
      name: referentName(draft.name),
      firstname: draft.firstname.trim(),
      phone: draft.phone.trim(),
      email: draft.email.trim(),
    };
    const found = referentErrors(clean);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (await onSubmit(clean)) onClose();
  };

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullWidth>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            {FIELDS.map((field) => (
              <Grid key={field} size={{ xs: 12, sm: 6 }}>
                <TextField
                  label={translate(`app.company_panel.fields.${field}`)}
                  value={draft[field]}
                  onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
                  required
                  fullWidth
                  autoFocus={field === 'name'}
                  type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : undefined}
                  error={Boolean(shown[field])}
                  helperText={message(shown[field])}
                  slotProps={{
                    htmlInput: field === 'name' ? { style: { textTransform: 'uppercase' } } : {},
                  }}
                />
              </Grid>
            ))}
          </Grid>
          <StaleRecordAlert save={save} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {translate('app.company_panel.cancel')}
          </Button>
          <PanelSubmit
            saving={saving}
            label="app.company_panel.save"
            savingLabel="app.company_panel.saving"
          />
        </DialogActions>
      </Box>
    </Dialog>
  );
};

/**
 * Pedagogic data: the client's referents (pedagogic contacts, who are also its client contacts).
 * Adding, editing or removing one sends the whole list (PUT /companyData/pedagogic/{id}).
 */
export const PedagogicTab = (props: PanelTabProps) => {
  const { data, canWrite } = props;
  const translate = useTranslate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const {
    write,
    save: writing,
    saving,
    serverErrors,
  } = usePanelWrite(props, 'pedagogic', {
    success: 'app.company_panel.pedagogic_saved',
    failure: 'app.company_panel.pedagogic_failed',
  });
  /** undefined: closed; null: a new contact; else the contact edited. */
  const [editing, setEditing] = useState<Referent | null | undefined>(undefined);
  const [removing, setRemoving] = useState<Referent | undefined>(undefined);
  const referents = data.pedagogicData;

  const send = (list: ReferentInput[]) => write({ pedagogicData: list, updatedAt: data.updatedAt });

  const save = (draft: Draft) => {
    const list = referents.map(asInput);
    if (editing) {
      return send(list.map((r) => (r._id === editing._id ? { ...draft, _id: editing._id } : r)));
    }
    return send([...list, draft]);
  };

  const remove = async () => {
    if (!removing) return;
    await send(referents.filter((r) => r._id !== removing._id).map(asInput));
    setRemoving(undefined);
  };

  /** The server's errors of the contact in the dialog (keys pedagogicData.{index}.{field}). */
  const dialogErrors = () => {
    const index = editing ? referents.findIndex((r) => r._id === editing._id) : referents.length;
    const prefix = `pedagogicData.${index}.`;
    return Object.fromEntries(
      Object.entries(serverErrors)
        .filter(([key]) => key.startsWith(prefix))
        .map(([key, text]) => [key.slice(prefix.length), text]),
    );
  };

  const nameOf = (r: Referent) => personName(r);
  const actions = (r: Referent) =>
    canWrite && (
      <Stack direction="row" spacing={0.5} justifyContent="flex-end">
        <Tooltip title={translate('app.company_panel.referent_edit')}>
          <IconButton
            aria-label={translate('app.company_panel.referent_edit_named', { name: nameOf(r) })}
            onClick={() => setEditing(r)}
            disabled={saving}
          >
            <EditIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={translate('app.company_panel.referent_remove')}>
          <IconButton
            aria-label={translate('app.company_panel.referent_remove_named', { name: nameOf(r) })}
            onClick={() => setRemoving(r)}
            disabled={saving}
          >
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      </Stack>
    );

  const field = (key: ReferentField) => translate(`app.company_panel.fields.${key}`);

  return (
    <Box>
      <Stack
        direction="row"
        justifyContent="space-between"
        alignItems="center"
        sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {translate('app.company_panel.referents')}
        </Typography>
        {canWrite && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing(null)}
            disabled={saving}
          >
            {translate('app.company_panel.referent_add')}
          </Button>
        )}
      </Stack>
      {referents.length === 0 ? (
        <Typography color="text.secondary">
          {translate('app.company_panel.referents_empty')}
        </Typography>
      ) : phone ? (
        <List dense disablePadding>
          {referents.map((r) => (
            <ListItem key={r._id} divider disableGutters secondaryAction={actions(r)}>
              <ListItemText
                primary={nameOf(r)}
                secondary={`${r.phone} · ${r.email}`}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                sx={{ pr: canWrite ? 11 : 0 }}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Table size="small" aria-label={translate('app.company_panel.referents')}>
          <TableHead>
            <TableRow>
              {FIELDS.map((key) => (
                <TableCell key={key}>{field(key)}</TableCell>
              ))}
              {canWrite && (
                <TableCell align="right">{translate('app.company_panel.actions')}</TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {referents.map((r) => (
              <TableRow key={r._id}>
                <TableCell>{r.name.toLocaleUpperCase()}</TableCell>
                <TableCell>{r.firstname}</TableCell>
                <TableCell>{r.phone}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.email}</TableCell>
                {canWrite && <TableCell align="right">{actions(r)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing === undefined && <StaleRecordAlert save={writing} />}
      {editing !== undefined && (
        <ReferentDialog
          open
          initial={editing ? { ...EMPTY, ...asInput(editing) } : EMPTY}
          title={
            editing
              ? translate('app.company_panel.referent_edit_title', { name: nameOf(editing) })
              : translate('app.company_panel.referent_new')
          }
          saving={saving}
          serverErrors={dialogErrors()}
          save={writing}
          onClose={() => setEditing(undefined)}
          onSubmit={save}
        />
      )}
      <Confirm
        isOpen={removing !== undefined}
        loading={saving}
        title="app.company_panel.referent_remove_title"
        titleTranslateOptions={{ name: removing ? nameOf(removing) : '' }}
        content="app.company_panel.referent_remove_content"
        confirm="app.company_panel.referent_remove"
        onConfirm={remove}
        onClose={() => setRemoving(undefined)}
      />
    </Box>
  );
};
