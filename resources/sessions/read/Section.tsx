import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A card with its heading (h2) and what it holds. */
export const Section = ({
  title,
  children,
  headingId,
}: {
  title: string;
  children: ReactNode;
  headingId?: string;
}) => (
  <Card variant="outlined">
    <CardContent>
      <Typography variant="h6" component="h2" id={headingId}>
        {title}
      </Typography>
      <Box sx={{ mt: 1.5 }}>{children}</Box>
    </CardContent>
  </Card>
);
