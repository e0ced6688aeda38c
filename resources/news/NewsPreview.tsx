import CloseIcon from '@mui/icons-material/Close';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, RichTextField, useRecordContext, useTranslate } from 'react-admin';

/**
 * "Preview": the news item in context as a learner reads it, its title and its body (the HTML the
 * server sanitised, rendered through RichTextField, which purifies it once more).
 */
export const NewsPreviewButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button
        label="app.news.preview"
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <VisibilityIcon />
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        onClick={(event) => event.stopPropagation()}
        maxWidth="md"
        fullWidth
        aria-labelledby="news-preview-title"
      >
        <DialogTitle id="news-preview-title">{translate('app.news.preview_title')}</DialogTitle>
        <DialogContent dividers>
          <Typography variant="h5" component="h2" gutterBottom>
            {record.title}
          </Typography>
          <RichTextField
            source="body"
            record={record}
            sx={{ '& img': { maxWidth: '100%', height: 'auto' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button label="app.news.close" onClick={() => setOpen(false)}>
            <CloseIcon />
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
