import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A figure against its target as a meter with the figure in words beside it, named for screen
 * readers by `name` (hidden) then the words. A figure, not a task under way: role meter (the app's
 * checks read progressbar as "still loading").
 */
export const FigureMeter = ({
  done,
  target,
  name,
  words,
}: {
  done: number;
  target: number;
  name: string;
  words: string;
}) => {
  const id = useId();
  const percent = target > 0 ? Math.min(100, Math.round((done / target) * 100)) : 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <LinearProgress
        role="meter"
        variant="determinate"
        value={percent}
        aria-labelledby={id}
        sx={{ flex: 1, height: 8, borderRadius: 4, minWidth: '4rem' }}
      />
      <Typography variant="body2" id={id} sx={{ whiteSpace: 'nowrap' }}>
        <Box component="span" sx={visuallyHidden}>
          {name}{' '}
        </Box>
        {words}
      </Typography>
    </Box>
  );
};

/** One figure of a summary: its label (h3, a translated key) over what it says. */
export const Figure = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="overline" color="text.secondary" component="h3">
        {translate(label)}
      </Typography>
      <Stack spacing={0.5}>{children}</Stack>
    </Box>
  );
};

/** A figure's detail, under it. */
export const Caption = ({ children }: { children: ReactNode }) => (
  <Typography variant="caption" color="text.secondary">
    {children}
  </Typography>
);
