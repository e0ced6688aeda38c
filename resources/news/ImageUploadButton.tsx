import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { ToggleButton, type ToggleButtonProps } from '@mui/material';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { NEWS_IMAGE_TYPES } from '../../domain/entities/news';
import { useSave } from '../../src/save/use-save';
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
  const editor = useTiptapEditor();
  const input = useRef<HTMLInputElement>(null);
  const save = useSave();
  const busy = save.saving;
  const label = translate(busy ? 'app.news.image_uploading' : 'app.news.insert_image');

  const send = (file: File) =>
    save.run(() => upload(file), {
      failure: 'app.news.image_failed',
      onSuccess: (src) =>
        editor
          ?.chain()
          .focus()
          .insertContent({ type: 'image', attrs: { src, alt: file.name.replace(/\.[^.]+$/, '') } })
          .run(),
    });

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
