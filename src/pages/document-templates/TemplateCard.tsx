import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Card, CardActions, CardContent, CardHeader, Typography } from '@mui/material';
import { useDataProvider, useLocale, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { DocumentTemplate } from '../../../domain/entities/document-template';
import { DownloadButton } from '../../components/DownloadButton';
import { RemoveButton } from '../../components/RemoveButton';
import { UploadButton } from '../../components/UploadButton';
import { formatSize } from '../../components/use-figures';
import { useSave } from '../../save/use-save';
import { TemplateFields } from './TemplateFields';

const T = 'app.document_templates';
const ACCEPT = '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * One kind of document: whether the provider's template or the built-in model makes it, and the
 * template's file, date, author and the fields it uses; upload (or replace), download, and remove
 * after a confirmation; the fields it may name below.
 */
export const TemplateCard = ({
  item,
  onChange,
}: {
  item: DocumentTemplate;
  /** The kind as the server answers it after an upload, or with no template after a removal. */
  onChange: (next: DocumentTemplate) => void;
}) => {
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<AppDataProvider>();
  const save = useSave();
  const kindName = translate(`${T}.kinds.${item.kind}`);
  const template = item.template;

  const upload = (file: File) =>
    save.run(() => dataProvider.uploadDocumentTemplate(item.kind, file), {
      success: `${T}.saved`,
      onSuccess: onChange,
    });
  const remove = (close: () => void) =>
    save.run(() => dataProvider.removeDocumentTemplate(item.kind), {
      success: `${T}.removed`,
      onSuccess: () => {
        close();
        onChange({ ...item, template: null });
      },
    });

  const status = template
    ? translate(template.uploadedBy ? `${T}.uploaded` : `${T}.uploaded_unknown`, {
        file: template.fileName,
        size: formatSize(template.size, locale),
        date: new Date(template.uploadedAt).toLocaleString(locale, {
          dateStyle: 'medium',
          timeStyle: 'short',
        }),
        name: template.uploadedBy ?? '',
      })
    : translate(`${T}.built_in`);

  return (
    <Card variant="outlined" component="section" aria-label={kindName}>
      <CardHeader title={kindName} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{status}</Typography>
        {template && template.uses.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {translate(`${T}.uses`, { fields: template.uses.join(', ') })}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2 }}>
        <UploadButton
          accept={ACCEPT}
          variant="contained"
          busy={save.saving}
          onFile={(file) => void upload(file)}
          aria-label={`${translate(template ? `${T}.replace` : `${T}.upload`)}: ${kindName}`}
        >
          {translate(save.saving ? `${T}.uploading` : template ? `${T}.replace` : `${T}.upload`)}
        </UploadButton>
        {template && (
          <>
            <DownloadButton
              label={`${T}.download`}
              aria-label={`${translate(`${T}.download`)}: ${kindName}`}
              icon={<FileDownloadIcon />}
              fileName={template.fileName}
              fetch={() => dataProvider.downloadDocumentTemplate(item.kind)}
            />
            <RemoveButton
              label={translate(`${T}.remove`)}
              aria-label={`${translate(`${T}.remove`)}: ${kindName}`}
              busy={save.saving}
              confirm={{
                title: `${T}.remove_title`,
                content: `${T}.remove_content`,
                translateOptions: { kind: kindName },
              }}
              onConfirm={remove}
            />
          </>
        )}
      </CardActions>
      <CardContent>
        <TemplateFields item={item} kindName={kindName} />
      </CardContent>
    </Card>
  );
};
