import { LinkButtons, type RichTextInputProps } from 'ra-input-rich-text';
import { RichTextEditor } from '../../src/components/RichTextEditor';
import { ImageUploadButton } from './ImageUploadButton';

/** The news body's editor: the shared one, with links and an "Insert image" that uploads the file. */
export const NewsBodyInput = (props: RichTextInputProps) => (
  <RichTextEditor
    buttons={
      <>
        <LinkButtons size="medium" />
        <ImageUploadButton size="medium" />
      </>
    }
    {...props}
  />
);
