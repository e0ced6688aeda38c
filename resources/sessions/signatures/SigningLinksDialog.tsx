import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { SignatureLinks } from '../../../domain/entities/signature';
import { useCopy } from '../../../src/components/use-copy';

const t = (key: string) => `app.signature_ui.${key}`;

/** The link as a QR code: SVG, which needs no canvas and stays sharp at any size. */
const QrCode = ({ url, alt }: { url: string; alt: string }) => {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let current = true;
    // Loaded with the first link shown: the attendance page does not carry it otherwise.
    import('qrcode')
      // A CommonJS module: its functions are on the default export once bundled.
      .then((module) =>
        (module.default ?? module).toString(url, {
          type: 'svg',
          errorCorrectionLevel: 'M',
          margin: 2,
        }),
      )
      .then((svg) => {
        if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [url]);
  return (
    <Box sx={{ width: 168, height: 168, bgcolor: '#fff', flexShrink: 0 }}>
      {src && <img src={src} alt={alt} width={168} height={168} />}
    </Box>
  );
};

const LinkRow = ({ name, url, mailed }: { name: string; url: string; mailed: boolean }) => {
  const translate = useTranslate();
  const copy = useCopy({ copied: t('copied'), failed: t('copy_failed') });
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}
    >
      <QrCode url={url} alt={translate(t('qr_of'), { name })} />
      <Stack spacing={1} sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography component="h3" variant="subtitle1">
          {name}
        </Typography>
        <Typography variant="body2">{translate(t(mailed ? 'mailed' : 'not_mailed'))}</Typography>
        <TextField
          label={translate(t('link_of'), { name })}
          value={url}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <Box>
          <Button startIcon={<ContentCopyIcon />} onClick={() => copy(url)}>
            {translate(t('copy'))}
          </Button>
        </Box>
      </Stack>
    </Stack>
  );
};

/** The signing links just made for a half-day: for each learner, a QR code, the URL and a copy button. */
export const SigningLinksDialog = ({
  links,
  names,
  onClose,
}: {
  links: SignatureLinks['links'] | undefined;
  names: Map<string, string>;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog
      open={Boolean(links)}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{translate(t('links_title'))}</DialogTitle>
      <DialogContent>
        {links && links.length === 0 ? (
          <Typography>{translate(t('links_none'))}</Typography>
        ) : (
          <>
            <Typography variant="body2">{translate(t('links_hint'))}</Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {links?.map((link) => (
                <LinkRow
                  key={link.student}
                  name={names.get(link.student) ?? translate('app.attendance.unknown_student')}
                  url={link.url}
                  mailed={link.mailed}
                />
              ))}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(t('close'))}</Button>
      </DialogActions>
    </Dialog>
  );
};
