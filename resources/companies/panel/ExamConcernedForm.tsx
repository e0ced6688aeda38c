import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { ExamConcerned } from '../../../domain/entities/company-panel';
import { EXAM_TYPES, type ExamType } from '../../../domain/entities/exam';
import { StaleRecordAlert } from '../../../src/save/StaleRecordAlert';
import { useSave } from '../../../src/save/use-save';
import { EntryForm } from './EntryForm';
import { EXAM_SEMESTER_CHOICES } from './ExamSessionForm';
import type { PanelTabProps } from './types';

/** Which exam the client sits and in which semesters (PUT /companyData/examConcerned/{id}). */
export const ExamConcernedForm = ({ companyId, data, canWrite, onSaved }: PanelTabProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const formId = useId();
  const [examType, setExamType] = useState<ExamType | ''>(data.examConcerned.examType ?? '');
  const [semesters, setSemesters] = useState<number[]>(data.examConcerned.semesters);
  // Reload of a stale write reads the panel again and puts its choice back in the form.
  const save = useSave({
    reload: async () => {
      const fresh = await dataProvider.getCompanyData(companyId);
      setExamType(fresh.examConcerned.examType ?? '');
      setSemesters(fresh.examConcerned.semesters);
      onSaved(fresh);
    },
  });
  const { saving } = save;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const examConcerned: ExamConcerned = {
      examType: examType || null,
      semesters: [...semesters].sort((a, b) => a - b),
    };
    await save.run(
      () =>
        dataProvider.putCompanyData('examConcerned', companyId, {
          examConcerned,
          updatedAt: data.updatedAt,
        }),
      {
        success: 'app.company_panel.exams.concerned_saved',
        failure: 'app.company_panel.exams.concerned_failed',
        onSuccess: onSaved,
      },
    );
  };

  const typeLabel = (type: ExamType | null) =>
    translate(
      type
        ? `app.company_panel.exams.exam_types.${type}`
        : 'app.company_panel.exams.exam_type_none',
    );
  const titleId = `${formId}-title`;

  if (!canWrite) {
    const chosen = data.examConcerned.semesters;
    return (
      <Box component="section" aria-labelledby={titleId} sx={{ mt: 1 }}>
        <Typography id={titleId} component="h4" variant="subtitle2" sx={{ fontWeight: 600 }}>
          {translate('app.company_panel.exams.concerned_title')}
        </Typography>
        <Typography variant="body2">
          {typeLabel(data.examConcerned.examType)}
          {chosen.length > 0 &&
            ` · ${chosen.map((v) => translate('app.company_panel.exams.semester_n', { value: v })).join(', ')}`}
        </Typography>
      </Box>
    );
  }
  return (
    <EntryForm
      title={translate('app.company_panel.exams.concerned_title')}
      namespace="app.company_panel.exams"
      submitLabel="app.company_panel.exams.save_concerned"
      saving={saving}
      onSubmit={submit}
    >
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          id={`${formId}-type`}
          select
          label={translate('app.company_panel.exams.exam_type')}
          value={examType}
          onChange={(e) => setExamType(e.target.value as ExamType | '')}
          sx={{ flex: '1 1 14rem', minWidth: 0 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{typeLabel(null)}</MenuItem>
          {EXAM_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {typeLabel(t)}
            </MenuItem>
          ))}
        </TextField>
        <FormControl component="fieldset" sx={{ flex: '2 1 16rem', minWidth: 0 }}>
          <FormLabel component="legend">
            {translate('app.company_panel.exams.concerned_semesters')}
          </FormLabel>
          <FormGroup row>
            {EXAM_SEMESTER_CHOICES.map((v) => (
              <FormControlLabel
                key={v}
                control={
                  <Checkbox
                    checked={semesters.includes(v)}
                    onChange={(e) =>
                      setSemesters((prev) =>
                        e.target.checked ? [...prev, v] : prev.filter((s) => s !== v),
                      )
                    }
                  />
                }
                label={translate('app.company_panel.exams.semester_n', { value: v })}
              />
            ))}
          </FormGroup>
        </FormControl>
      </Stack>
      <StaleRecordAlert save={save} />
    </EntryForm>
  );
};
