import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { DocumentTemplate } from '../../../domain/entities/document-template';
import { TemplateCard } from './TemplateCard';

const T = 'app.document_templates';

/**
 * /document-templates (Super Administrators and Admins, the documentTemplates area): the provider's
 * own Word template of each kind of document, which replaces the built-in model of that kind, with
 * the fields each may name.
 */
export const DocumentTemplatesPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [items, setItems] = useState<DocumentTemplate[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    try {
      setItems(await dataProvider.documentTemplates());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [dataProvider]);
  useEffect(() => {
    void load();
  }, [load]);
  const replace = (next: DocumentTemplate) =>
    setItems((current) => current?.map((item) => (item.kind === next.kind ? next : item)) ?? null);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      {/* The app bar's h1 says the page's title: one h1 a screen. */}
      <Title title={`${T}.title`} />
      <Typography sx={{ mb: 2 }}>{translate(`${T}.intro`)}</Typography>
      {failed && (
        <Alert severity="error" role="alert">
          {translate(`${T}.load_error`)}
        </Alert>
      )}
      {!items && !failed && <LinearProgress aria-label={translate(`${T}.title`)} />}
      {items && (
        <Stack spacing={2}>
          {items.map((item) => (
            <TemplateCard key={item.kind} item={item} onChange={replace} />
          ))}
        </Stack>
      )}
    </Box>
  );
};

export default DocumentTemplatesPage;
