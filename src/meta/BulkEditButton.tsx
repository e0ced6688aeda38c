import EditIcon from '@mui/icons-material/Edit';
import {
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import {
  Button,
  Form,
  SaveButton,
  useCanAccess,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { BulkEditMethods } from '../../dataProvider';
import { useSave } from '../save/use-save';
import { inputFor } from './FieldInput';
import type { FieldDefinition } from './types';

/**
 * "Edit the N selected": a dialog with the inputs of the declared fields, each behind a checkbox
 * so only the ticked ones are sent (PATCH on the API base); then how many were updated and the
 * refusals with their reasons. Shown only to who may edit the resource.
 */
export const BulkEditButton = ({ fields }: { fields: FieldDefinition[] }) => {
  const resource = useResourceContext() ?? '';
  const { selectedIds, onUnselectItems } = useListContext();
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  const dataProvider = useDataProvider<BulkEditMethods & ReturnType<typeof useDataProvider>>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const { run, saving } = useSave();
  if (!canAccess || fields.length === 0) return null;
  const count = selectedIds.length;
  // The input's own label (inputFor): the field's labelKey, else react-admin's resource field label.
  const label = (field: FieldDefinition) =>
    translate(field.labelKey ?? `resources.${resource}.fields.${field.source}`);

  const toggle = (source: string) =>
    setChosen((old) => {
      const next = new Set(old);
      if (next.has(source)) next.delete(source);
      else next.add(source);
      return next;
    });

  const save = async (values: Record<string, unknown>) => {
    const data = Object.fromEntries([...chosen].map((source) => [source, values[source] ?? null]));
    if (Object.keys(data).length === 0) {
      notify('app.bulk.no_field', { type: 'warning' });
      return;
    }
    await run(() => dataProvider.bulkEdit(resource, { ids: selectedIds, data }), {
      onSuccess: ({ updated, refused }) => {
        const reasons = [...new Set(refused.map((r) => r.message))].join('; ');
        notify(
          refused.length === 0
            ? translate('app.bulk.updated', { smart_count: updated.length })
            : `${translate('app.bulk.updated', { smart_count: updated.length })}. ${translate('app.bulk.refused', { smart_count: refused.length, reasons })}`,
          { type: refused.length === 0 ? 'info' : 'warning', multiLine: true },
        );
        setOpen(false);
        setChosen(new Set());
        onUnselectItems();
        refresh();
      },
    });
  };

  return (
    <>
      <Button
        label={translate('app.bulk.button', { smart_count: count })}
        onClick={() => setOpen(true)}
      >
        <EditIcon />
      </Button>
      <Dialog
        open={open}
        onClose={() => !saving && setOpen(false)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
      >
        <Form onSubmit={save}>
          <DialogTitle id={titleId}>
            {translate('app.bulk.title', { smart_count: count })}
          </DialogTitle>
          <DialogContent>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {translate('app.bulk.leave')}
            </Typography>
            {fields.map((field) => (
              <div key={field.source}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={chosen.has(field.source)}
                      onChange={() => toggle(field.source)}
                    />
                  }
                  label={translate('app.bulk.change', { field: label(field) })}
                />
                {chosen.has(field.source) && inputFor({ ...field, required: false }, 'edit')}
              </div>
            ))}
            {saving && <LinearProgress aria-label={translate('app.bulk.saving')} />}
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} disabled={saving} />
            <SaveButton
              label="app.bulk.save"
              alwaysEnable={chosen.size > 0 && !saving}
              disabled={chosen.size === 0 || saving}
            />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};
