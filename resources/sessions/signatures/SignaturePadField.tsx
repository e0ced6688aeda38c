import { Box, Button, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { useSignaturePad } from './use-signature-pad';

const t = (key: string) => `app.signature_ui.pad.${key}`;

/**
 * The signing box: full width, 200 px high, white in either theme (the PNG kept is black on
 * white), with what to do said above it and a Clear button below.
 */
export const SignaturePadField = ({
  pad,
  disabled = false,
}: {
  pad: ReturnType<typeof useSignaturePad>;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  const hintId = useId();
  return (
    <Stack spacing={1}>
      <Typography id={hintId} variant="body2">
        {translate(t('hint'))}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: 'text.secondary',
          borderRadius: 1,
          bgcolor: '#fff',
          overflow: 'hidden',
          // The pad takes the pointer's gestures: no scrolling or zooming of the page meanwhile.
          touchAction: 'none',
          pointerEvents: disabled ? 'none' : undefined,
        }}
      >
        <canvas
          ref={pad.canvasRef}
          role="img"
          aria-label={translate(t('label'))}
          aria-describedby={hintId}
          style={{ display: 'block', width: '100%', height: 200, touchAction: 'none' }}
        />
      </Box>
      <Box>
        <Button onClick={pad.clear} disabled={disabled || pad.isEmpty}>
          {translate(t('clear'))}
        </Button>
      </Box>
    </Stack>
  );
};
