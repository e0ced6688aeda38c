import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { ToggleButton, type ToggleButtonProps } from '@mui/material';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { NEWS_IMAGE_TYPES } from '../../domain/entities/news';
import { uploadNewsImage } from './upload';

/**
 * The editor's "Insert image" button: picks a file, uploads it (POST /news/image) and inserts the
 * signed path it answers as an image at the cursor. The server decides the type by the bytes.
 */
export const ImageUploadButton = ({
  upload = uploadNewsImage,
  ...props
}: Omit<ToggleButtonProps, 'value'> & { upload?: (file: File) => Promise<string> }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const editor = useTiptapEditor();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const label = translate(busy ? 'app.news.image_uploading' : 'app.news.insert_image');

  const send = async (file: File) => {
    setBusy(true);
    try {
      const src = await upload(file);
      editor
        ?.chain()
        .focus()
        .insertContent({ type: 'image', attrs: { src, alt: file.name.replace(/\.[^.]+$/, '') } })
        .run();
    } catch (error) {
      const message = error instanceof Error ? translate(error.message) : '';
      notify('app.news.image_failed', { type: 'error', messageArgs: { message } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ToggleButton
        aria-label={label}
        title={label}
        {...props}
        value="upload-image"
        selected={false}
        disabled={busy || !editor || !editor.isEditable}
        onClick={() => input.current?.click()}
      >
        <AddPhotoAlternateIcon fontSize="inherit" />
      </ToggleButton>
      <input
        ref={input}
        type="file"
        hidden
        accept={NEWS_IMAGE_TYPES.join(',')}
        data-testid="news-image-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
    </>
  );
};
