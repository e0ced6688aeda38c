import {
  ClearButtons,
  FormatButtons,
  LinkButtons,
  ListButtons,
  RichTextInput,
  type RichTextInputProps,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import { ImageUploadButton } from './ImageUploadButton';

/**
 * The news body's editor (Tiptap): text formats, lists, links and an "Insert image" button that
 * uploads the file; what the server's sanitiser keeps. Medium buttons (WCAG 2.5.8's 24 px target).
 */
export const NewsBodyInput = (props: RichTextInputProps) => (
  <RichTextInput
    fullWidth
    toolbar={
      <RichTextInputToolbar size="medium">
        <FormatButtons size="medium" />
        <ListButtons size="medium" />
        <LinkButtons size="medium" />
        <ImageUploadButton size="medium" />
        <ClearButtons size="medium" />
      </RichTextInputToolbar>
    }
    {...props}
  />
);
