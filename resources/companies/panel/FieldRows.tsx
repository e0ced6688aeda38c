import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A record's fields as a description list: label and value side by side, stacked on phones. Labels
 * are `${prefix}.${field}` message keys.
 */
export const FieldRows = ({ prefix, rows }: { prefix: string; rows: [string, string][] }) => {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        mt: 1,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
      }}
    >
      {rows.map(([field, text]) => (
        <Box key={field} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2">
            {translate(`${prefix}.${field}`)}
          </Typography>
          <Typography component="dd" variant="body2">
            {text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
