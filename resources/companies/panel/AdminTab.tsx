import { Box, Grid, MenuItem, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AdminData } from '../../../domain/entities/company-panel';
import { SCHOOL_TYPES } from '../../../domain/entities/programmes';
import { adminDataErrors, SIRET_HELPER } from '../../../domain/rules/company-panel';
import { PanelFormEnd } from './PanelSubmit';
import { useFieldMessage, usePanelWrite } from './panel-write';
import type { PanelTabProps } from './types';

interface AdminForm {
  denomination: string;
  address: string;
  phone: string;
  /** Typed as text: digits only, sent as a number. */
  siret: string;
  type: string;
  billingContact: {
    name: string;
    firstname: string;
    address: string;
    phone: string;
    email: string;
  };
}

const formOf = (saved: AdminData | null): AdminForm => ({
  denomination: saved?.denomination ?? '',
  address: saved?.address ?? '',
  phone: saved?.phone ?? '',
  siret: saved ? String(saved.siret) : '',
  type: saved?.type ?? '',
  billingContact: {
    name: saved?.billingContact.name ?? '',
    firstname: saved?.billingContact.firstname ?? '',
    address: saved?.billingContact.address ?? '',
    phone: saved?.billingContact.phone ?? '',
    email: saved?.billingContact.email ?? '',
  },
});

const trimmed = (form: AdminForm) => ({
  denomination: form.denomination.trim(),
  address: form.address.trim(),
  phone: form.phone.trim(),
  siret: form.siret.trim(),
  type: form.type,
  billingContact: {
    name: form.billingContact.name.trim(),
    firstname: form.billingContact.firstname.trim(),
    address: form.billingContact.address.trim(),
    phone: form.billingContact.phone.trim(),
    email: form.billingContact.email.trim(),
  },
});

type TopField = 'denomination' | 'address' | 'phone';
type ContactField = keyof AdminForm['billingContact'];
const CONTACT_FIELDS: ContactField[] = ['name', 'firstname', 'address', 'phone', 'email'];

/**
 * Administrative data (spec section 5): every field required, SIRET digits only and at least 14
 * (typed as text, sent as a number), the school type locked once saved. Validation is
 * adminDataErrors, which the route runs again.
 */
export const AdminTab = (props: PanelTabProps) => {
  const { data, canWrite } = props;
  const translate = useTranslate();
  const message = useFieldMessage();
  const [form, setForm] = useState<AdminForm>(() => formOf(data.adminData));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { write, save, saving, serverErrors } = usePanelWrite(props, 'admin', {
    success: 'app.company_panel.admin_saved',
    failure: 'app.company_panel.admin_failed',
  });
  const savedType = data.adminData?.type;
  const shown = { ...serverErrors, ...errors };
  const label = (field: string) => translate(`app.company_panel.fields.${field}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = trimmed(form);
    const found = adminDataErrors(input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await write({
      adminData: { ...input, siret: Number(input.siret) },
      updatedAt: data.updatedAt,
    });
  };

  const readOnly = !canWrite || saving;
  const text = (field: TopField, extra: { multiline?: boolean; type?: string } = {}) => (
    <TextField
      label={label(field)}
      value={form[field]}
      onChange={(e) => setForm({ ...form, [field]: e.target.value })}
      required={canWrite}
      fullWidth
      multiline={extra.multiline}
      type={extra.type}
      error={Boolean(shown[field])}
      helperText={message(shown[field])}
      slotProps={{ input: { readOnly } }}
    />
  );
  const contact = (field: ContactField) => {
    const path = `billingContact.${field}`;
    return (
      <TextField
        label={label(field)}
        value={form.billingContact[field]}
        onChange={(e) =>
          setForm({ ...form, billingContact: { ...form.billingContact, [field]: e.target.value } })
        }
        required={canWrite}
        fullWidth
        multiline={field === 'address'}
        type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : undefined}
        autoComplete="off"
        error={Boolean(shown[path])}
        helperText={message(shown[path])}
        slotProps={{ input: { readOnly } }}
      />
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 720 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1.5, fontWeight: 600 }}>
        {translate('app.company_panel.tab.admin')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{text('denomination')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            label={label('type')}
            value={form.type}
            onChange={(e) => setForm({ ...form, type: e.target.value })}
            required={canWrite}
            fullWidth
            disabled={Boolean(savedType) || readOnly}
            error={Boolean(shown.type)}
            helperText={
              message(shown.type) ?? (savedType ? translate('app.company_panel.type_locked') : ' ')
            }
            // The "locked" note stays readable (4.5:1) while the select itself is disabled.
            slotProps={{
              formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
            }}
          >
            {SCHOOL_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={12}>{text('address', { multiline: true })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('phone', { type: 'tel' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={label('siret')}
            value={form.siret}
            onChange={(e) => setForm({ ...form, siret: e.target.value })}
            required={canWrite}
            fullWidth
            error={Boolean(shown.siret)}
            helperText={message(shown.siret) ?? translate(SIRET_HELPER)}
            slotProps={{ input: { readOnly }, htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
      </Grid>
      <Box role="group" aria-labelledby="company-panel-billing-contact">
        <Typography
          id="company-panel-billing-contact"
          variant="subtitle1"
          component="h4"
          sx={{ mt: 3, mb: 1.5, fontWeight: 600 }}
        >
          {translate('app.company_panel.billing_contact')}
        </Typography>
        <Grid container spacing={2}>
          {CONTACT_FIELDS.map((field) => (
            <Grid key={field} size={field === 'address' ? 12 : { xs: 12, sm: 6 }}>
              {contact(field)}
            </Grid>
          ))}
        </Grid>
      </Box>
      <PanelFormEnd save={save} canWrite={canWrite} />
    </Box>
  );
};
