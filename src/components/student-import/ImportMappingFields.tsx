import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  IMPORT_FIELDS,
  type ImportField,
  type ImportMapping,
} from '../../../domain/entities/student-import';
import { u } from './ImportRowsTable';

/** Which of the file's columns each learner field is read from, or none. */
export const ImportMappingFields = ({
  columns,
  mapping,
  disabled,
  onChange,
}: {
  columns: string[];
  mapping: ImportMapping;
  disabled: boolean;
  onChange: (mapping: ImportMapping) => void;
}) => {
  const translate = useTranslate();
  const change = (field: ImportField, value: string) =>
    onChange({ ...mapping, [field]: value === '' ? null : Number(value) });

  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 0.5 }}>
        {translate(u('mapping'))}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(u('mapping_help'))}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap flexWrap="wrap">
        {IMPORT_FIELDS.map((field) => (
          <TextField
            key={field}
            select
            size="small"
            sx={{ minWidth: 160 }}
            id={`import-mapping-${field}`}
            label={translate(`resources.students.fields.${field}`)}
            value={mapping[field] === null ? '' : String(mapping[field])}
            disabled={disabled}
            // "No column" is shown, not an empty box.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(event) => change(field, event.target.value)}
          >
            <MenuItem value="">
              <em>{translate(u('no_column'))}</em>
            </MenuItem>
            {columns.map((column, index) => (
              // Columns are their position in the header row; two may share a header.
              // biome-ignore lint/suspicious/noArrayIndexKey: the index is the column's identity
              <MenuItem key={index} value={String(index)}>
                {column || `#${index + 1}`}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Stack>
    </Stack>
  );
};
