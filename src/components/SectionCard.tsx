import { Card, CardContent, CardHeader, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A section of a page that gathers others' figures (a learner's record, a client's summary): a
 * card with its heading (h2, a translated key), an optional action beside it, and its content.
 */
export const SectionCard = ({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardHeader
        title={translate(title)}
        action={action}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
};

/** What a section shows when it has nothing to show (a translated key). */
export const EmptyNote = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
      {translate(message)}
    </Typography>
  );
};
