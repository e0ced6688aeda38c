import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { GroupElearningMethods } from '../../../dataProvider/group-elearning';
import {
  ELEARNING_NOTIFICATION_KINDS,
  type ElearningTemplate,
  TEMPLATE_LANGUAGES,
} from '../../../domain/entities/elearning-notification';
import { renderTemplate } from '../../../domain/rules/elearning-notifications';
import { PageLoading } from '../../components/LazyPage';
import { useSave } from '../../save/use-save';

type Provider = AppDataProvider & GroupElearningMethods;
const N = 'app.elearning_notifications';
const KEY = ['elearningTemplates'];

/** One template: subject and body, a preview with sample values, save and reset to default. */
const TemplateEditor = ({
  template,
  canWrite,
}: {
  template: ElearningTemplate;
  canWrite: boolean;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<Provider>();
  const queryClient = useQueryClient();
  const save = useSave();
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sample = {
    learner: translate(`${N}.templates.sample_learner`),
    group: translate(`${N}.templates.sample_group`),
    progress: 35,
    target: 80,
    link: window.location.origin,
  };
  const done = () => queryClient.invalidateQueries({ queryKey: KEY });
  const submit = () =>
    save.run(
      () => dataProvider.setElearningTemplate(template.kind, template.language, { subject, body }),
      {
        success: `${N}.templates.saved`,
        onSuccess: () => {
          setErrors({});
          done();
        },
        onFailure: (failure) => setErrors(failure.fieldErrors ?? {}),
      },
    );
  const reset = () =>
    save.run(() => dataProvider.resetElearningTemplate(template.kind, template.language), {
      success: `${N}.templates.reset_done`,
      onSuccess: (t) => {
        setSubject(t.subject);
        setBody(t.body);
        setErrors({});
        done();
      },
    });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, pt: 2 }}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label={translate(`${N}.templates.subject`)}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          error={Boolean(errors.subject)}
          helperText={errors.subject ? translate(errors.subject) : undefined}
          slotProps={{ input: { readOnly: !canWrite } }}
        />
        <TextField
          label={translate(`${N}.templates.body`)}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          error={Boolean(errors.body)}
          helperText={
            errors.body ? translate(errors.body) : translate(`${N}.templates.placeholders`)
          }
          multiline
          minRows={5}
          slotProps={{ input: { readOnly: !canWrite } }}
        />
        {canWrite && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={submit} disabled={save.saving}>
              {translate('ra.action.save')}
            </Button>
            <Button onClick={reset} disabled={save.saving || !template.custom}>
              {translate(`${N}.templates.reset`)}
            </Button>
          </Box>
        )}
      </Box>
      <Box component="section" aria-label={translate(`${N}.templates.preview`)}>
        <Typography variant="subtitle2" component="h4">
          {translate(`${N}.templates.preview`)}
        </Typography>
        <Typography sx={{ fontWeight: 'bold', mt: 1 }}>
          {renderTemplate(subject, sample)}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>
          {renderTemplate(body, sample)}
        </Typography>
      </Box>
    </Box>
  );
};

/** A kind's templates, one tab per language. */
const KindTemplates = ({ list, canWrite }: { list: ElearningTemplate[]; canWrite: boolean }) => {
  const translate = useTranslate();
  const [language, setLanguage] = useState<string>(TEMPLATE_LANGUAGES[0]);
  const current = list.find((t) => t.language === language) ?? list[0];
  return (
    <>
      <Tabs value={language} onChange={(_e, v) => setLanguage(v)} variant="scrollable">
        {list.map((t) => (
          <Tab
            key={t.language}
            value={t.language}
            label={`${translate(`${N}.languages.${t.language}`)}${t.custom ? ' *' : ''}`}
          />
        ))}
      </Tabs>
      <TemplateEditor
        key={`${current.language}-${current.updatedAt}`}
        template={current}
        canWrite={canWrite}
      />
    </>
  );
};

/** The templates of every kind (accordions), each in FR, EN and DE (tabs). */
export const TemplatesCard = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<Provider>();
  const { canAccess: canWrite = false } = useCanAccess({ resource: 'groups', action: 'edit' });
  const { data, error } = useQuery({
    queryKey: KEY,
    queryFn: () => dataProvider.elearningTemplates(),
  });
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(`${N}.templates.title`)}
        </Typography>
        {error && <Alert severity="error">{translate('app.errors.form_load')}</Alert>}
        {!data && !error && <PageLoading />}
        {data &&
          ELEARNING_NOTIFICATION_KINDS.map((kind) => {
            const list = data.filter((t) => t.kind === kind);
            return (
              <Accordion key={kind} disableGutters>
                <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                  <Typography component="h3" sx={{ mr: 1 }}>
                    {translate(`${N}.kinds.${kind}`)}
                  </Typography>
                  {list.some((t) => t.custom) && (
                    <Chip
                      size="small"
                      variant="outlined"
                      label={translate(`${N}.templates.custom`)}
                    />
                  )}
                </AccordionSummary>
                <AccordionDetails>
                  <KindTemplates list={list} canWrite={canWrite} />
                </AccordionDetails>
              </Accordion>
            );
          })}
      </CardContent>
    </Card>
  );
};
