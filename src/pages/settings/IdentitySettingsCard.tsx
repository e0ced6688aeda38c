import { Alert, Stack, Typography } from '@mui/material';
import {
  CheckboxGroupInput,
  SelectInput,
  TextInput,
  useDataProvider,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AppDataProvider } from '../../../dataProvider';
import {
  type ProviderIdentityAnswer,
  ProviderIdentityInputSchema,
  QUALIOPI_CATEGORIES,
  VAT_STATUSES,
} from '../../../domain/entities/settings';
import { missingIdentity } from '../../../domain/rules/provider-identity';
import { CountryInput } from '../../../resources/companies/country';
import { FieldsetPart } from '../../components/FieldsetPart';
import { SettingsSectionCard } from './SettingsSectionCard';

const T = 'app.settings_ui.identity';

/** What the documents will lack, from the form as it is being filled. */
const Missing = () => {
  const translate = useTranslate();
  const { updatedAt: _read, updatedBy: _by, ...values } = useWatch() as ProviderIdentityAnswer;
  const parsed = ProviderIdentityInputSchema.safeParse(values);
  if (!parsed.success) return null;
  const missing = missingIdentity(parsed.data);
  return missing.length === 0 ? (
    <Alert severity="success">{translate(`${T}.complete`)}</Alert>
  ) : (
    <Alert severity="info">
      {translate(`${T}.missing`, {
        fields: missing.map((field) => translate(`${T}.needs.${field}`)).join(', '),
      })}
    </Alert>
  );
};

const wide = { fullWidth: true, helperText: false } as const;

/**
 * The provider's identity (GET and PUT /settings/identity), which every document it issues carries,
 * and above the save button the fields that documents still lack.
 */
export const IdentitySettingsCard = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <SettingsSectionCard
      section="identity"
      texts={{ title: `${T}.title`, intro: `${T}.intro`, never: `${T}.never_saved` }}
      read={() => dataProvider.providerIdentity()}
      write={(body) => dataProvider.saveProviderIdentity(body)}
    >
      <Stack spacing={3}>
        <FieldsetPart legend={`${T}.parts.organisation`}>
          <TextInput source="legalName" label={`${T}.fields.legalName`} {...wide} />
          <TextInput source="address.street" label={`${T}.fields.street`} {...wide} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextInput
              source="address.postcode"
              label={`${T}.fields.postcode`}
              helperText={false}
            />
            <TextInput source="address.city" label={`${T}.fields.city`} {...wide} />
          </Stack>
          <CountryInput source="address.country" label={`${T}.fields.country`} {...wide} />
          <TextInput
            source="siret"
            label={`${T}.fields.siret`}
            helperText={`${T}.help.siret`}
            fullWidth
          />
        </FieldsetPart>
        <FieldsetPart legend={`${T}.parts.declaration`}>
          <TextInput
            source="activityNumber"
            label={`${T}.fields.activityNumber`}
            helperText={`${T}.help.activityNumber`}
            fullWidth
          />
          <TextInput source="activityRegion" label={`${T}.fields.activityRegion`} {...wide} />
          <TextInput source="qualiopi.number" label={`${T}.fields.qualiopiNumber`} {...wide} />
          <CheckboxGroupInput
            source="qualiopi.categories"
            label={`${T}.fields.qualiopiCategories`}
            choices={QUALIOPI_CATEGORIES.map((id) => ({ id, name: `${T}.categories.${id}` }))}
            row={false}
            helperText={false}
          />
          <SelectInput
            source="vat.status"
            label={`${T}.fields.vatStatus`}
            choices={VAT_STATUSES.map((id) => ({ id, name: `${T}.vat.${id}` }))}
            helperText={false}
            fullWidth
          />
          <TextInput source="vat.number" label={`${T}.fields.vatNumber`} {...wide} />
        </FieldsetPart>
        <FieldsetPart legend={`${T}.parts.signer`}>
          <TextInput source="signer.name" label={`${T}.fields.signerName`} {...wide} />
          <TextInput source="signer.title" label={`${T}.fields.signerTitle`} {...wide} />
        </FieldsetPart>
        <FieldsetPart legend={`${T}.parts.accessibility`}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(`${T}.help.accessibility`)}
          </Typography>
          <TextInput
            source="accessibility.name"
            label={`${T}.fields.accessibilityName`}
            {...wide}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextInput
              source="accessibility.email"
              label={`${T}.fields.accessibilityEmail`}
              type="email"
              {...wide}
            />
            <TextInput
              source="accessibility.phone"
              label={`${T}.fields.accessibilityPhone`}
              type="tel"
              {...wide}
            />
          </Stack>
        </FieldsetPart>
        <FieldsetPart legend={`${T}.parts.texts`}>
          <TextInput
            source="texts.terms"
            label={`${T}.fields.terms`}
            multiline
            minRows={3}
            {...wide}
          />
          <TextInput
            source="texts.internalRules"
            label={`${T}.fields.internalRules`}
            multiline
            minRows={3}
            {...wide}
          />
        </FieldsetPart>
        <Missing />
      </Stack>
    </SettingsSectionCard>
  );
};
