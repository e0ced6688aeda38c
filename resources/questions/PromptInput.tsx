import {
  ClearButtons,
  FormatButtons,
  ListButtons,
  RichTextInput,
  type RichTextInputProps,
  RichTextInputToolbar,
} from 'ra-input-rich-text';

/** The prompt's rich text editor (Tiptap): text formats and lists, what the server keeps of HTML. */
export const PromptInput = (props: RichTextInputProps) => (
  <RichTextInput
    fullWidth
    toolbar={
      <RichTextInputToolbar size="small">
        <FormatButtons size="small" />
        <ListButtons size="small" />
        <ClearButtons size="small" />
      </RichTextInputToolbar>
    }
    {...props}
  />
);
