import { Alert, Box, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useLocale, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import {
  PROVIDER_IMAGES,
  type ProviderImage,
  type ProviderImagesAnswer,
} from '../../../domain/entities/settings';
import { RemoveButton } from '../../components/RemoveButton';
import { UploadButton } from '../../components/UploadButton';
import { formatSize } from '../../components/use-figures';
import { useSave } from '../../save/use-save';

const T = 'app.settings_ui.images';
const ACCEPT = 'image/png,image/jpeg';

/** The image as the server has it, shown from an object URL released when it changes. */
const Preview = ({ image, version }: { image: ProviderImage; version: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [url, setUrl] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version: a new upload is read again.
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    dataProvider
      .providerImage(image)
      .then((blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => setUrl(null));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [dataProvider, image, version]);
  if (!url) return null;
  return (
    <Box
      component="img"
      src={url}
      alt={translate(`${T}.${image}`)}
      sx={{
        maxWidth: 200,
        maxHeight: 80,
        objectFit: 'contain',
        bgcolor: '#fff',
        border: 1,
        borderColor: 'divider',
        p: 0.5,
      }}
    />
  );
};

/** One image: its preview and details, upload (or replace), remove after a confirmation. */
const ImageSlot = ({
  image,
  answer,
  onChange,
}: {
  image: ProviderImage;
  answer: ProviderImagesAnswer;
  onChange: (next: ProviderImagesAnswer) => void;
}) => {
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<AppDataProvider>();
  const save = useSave();
  const stored = answer[image];
  const name = translate(`${T}.${image}`);
  const upload = (file: File) =>
    save.run(() => dataProvider.uploadProviderImage(image, file), {
      success: `${T}.saved`,
      onSuccess: onChange,
    });
  const remove = (close: () => void) =>
    save.run(() => dataProvider.removeProviderImage(image), {
      success: `${T}.removed`,
      onSuccess: (next) => {
        close();
        onChange(next);
      },
    });
  return (
    <Stack spacing={1} component="section" aria-label={name}>
      <Typography component="h3" variant="subtitle1">
        {name}
      </Typography>
      {stored ? (
        <>
          <Preview image={image} version={stored.uploadedAt} />
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.details`, {
              width: stored.width,
              height: stored.height,
              size: formatSize(stored.size, locale),
              date: new Date(stored.uploadedAt).toLocaleString(locale, {
                dateStyle: 'medium',
                timeStyle: 'short',
              }),
            })}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.none`)}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <UploadButton
          accept={ACCEPT}
          variant="outlined"
          busy={save.saving}
          onFile={(file) => void upload(file)}
          aria-label={`${translate(stored ? `${T}.replace` : `${T}.upload`)}: ${name}`}
        >
          {translate(stored ? `${T}.replace` : `${T}.upload`)}
        </UploadButton>
        {stored && (
          <RemoveButton
            label={translate(`${T}.remove`)}
            aria-label={`${translate(`${T}.remove`)}: ${name}`}
            busy={save.saving}
            confirm={{
              title: `${T}.remove_title`,
              content: `${T}.remove_content`,
              translateOptions: { image: name },
            }}
            onConfirm={remove}
          />
        )}
      </Stack>
    </Stack>
  );
};

/** The provider's logo and signature image (GET, PUT and DELETE /settings/images/...). */
export const ImagesSettingsCard = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [answer, setAnswer] = useState<ProviderImagesAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    dataProvider
      .providerImages()
      .then(setAnswer)
      .catch(() => setFailed(true));
  }, [dataProvider]);
  return (
    <Card variant="outlined">
      <CardHeader
        title={translate(`${T}.title`)}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate(`${T}.intro`)}
        </Typography>
        {failed && <Alert severity="error">{translate('app.settings_ui.load_error')}</Alert>}
        {answer && (
          <Stack spacing={3}>
            {PROVIDER_IMAGES.map((image) => (
              <ImageSlot key={image} image={image} answer={answer} onChange={setAnswer} />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
