import { Box, Chip } from '@mui/material';
import { type Theme, useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { SESSION_TYPES, type SessionType } from '../../../domain/rules/session';
import { readableOn } from '../../../src/layout/theme';

type PaletteKey = 'primary' | 'secondary' | 'success' | 'info';

/** Black or white, whichever reads better on the colour (the calendar's text is pure black). */
export const textOn = (background: string) => readableOn(background, '#000');

/** Each session type's colour in the theme, light or dark, with the text that reads best on it. */
const TYPE_PALETTE: Record<SessionType, PaletteKey> = {
  Group: 'primary',
  'Group-visio': 'secondary',
  'One-to-one': 'success',
  'One-to-one-visio': 'info',
};

export const typeColors = (theme: Theme, type: SessionType) => {
  const background = theme.palette[TYPE_PALETTE[type]].main;
  return { background, text: textOn(background) };
};

/** What the event colours mean: one chip per session type, in its colour. */
export const TypeLegend = () => {
  const translate = useTranslate();
  const theme = useTheme();
  return (
    <Box
      component="ul"
      aria-label={translate('resources.sessions.fields.type')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1 }}
    >
      {SESSION_TYPES.map((type) => {
        const { background, text } = typeColors(theme, type);
        return (
          <li key={type}>
            <Chip
              size="small"
              label={translate(`app.sessions.types.${type}`)}
              sx={{ backgroundColor: background, color: text }}
            />
          </li>
        );
      })}
    </Box>
  );
};
