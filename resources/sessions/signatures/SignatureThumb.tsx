import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';

/**
 * A signature's PNG, read with the staff's token (GET /session/signature/image/{id}) and shown
 * through an object URL, revoked when the thumbnail goes.
 */
export const SignatureThumb = ({ id, alt }: { id: string; alt: string }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: ['sessions', 'signatureImage', id],
    queryFn: () => dataProvider.signatureImage(id),
    // A signature never changes: its id names one image for good.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!data) return;
    const made = URL.createObjectURL(data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [data]);
  if (!url) return <Box sx={{ width: 120, height: 48 }} />;
  return (
    <Box
      component="img"
      src={url}
      alt={alt}
      sx={{
        display: 'block',
        height: 48,
        maxWidth: 160,
        objectFit: 'contain',
        bgcolor: '#fff',
        border: 1,
        borderColor: 'divider',
        borderRadius: 0.5,
      }}
    />
  );
};
