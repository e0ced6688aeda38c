import {
  ClearButtons,
  FormatButtons,
  ListButtons,
  RichTextInput,
  type RichTextInputProps,
  RichTextInputToolbar,
} from 'ra-input-rich-text';

/**
 * The prompt's rich text editor (Tiptap): text formats and lists, what the server keeps of HTML.
 * Medium buttons: the small ones overlap by a pixel and miss WCAG 2.5.8's 24 px target.
 */
export const PromptInput = (props: RichTextInputProps) => (
  <RichTextInput
    fullWidth
    toolbar={
      <RichTextInputToolbar size="medium">
        <FormatButtons size="medium" />
        <ListButtons size="medium" />
        <ClearButtons size="medium" />
      </RichTextInputToolbar>
    }
    {...props}
  />
);
