import {
  ClearButtons,
  FormatButtons,
  ListButtons,
  RichTextInput,
  type RichTextInputProps,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import type { ReactNode } from 'react';

/**
 * The one rich text editor (Tiptap): text formats and lists, then the input's own buttons, then
 * Clear format; what the server's sanitiser keeps. Its labels are the `ra.tiptap.*` keys of
 * locales/fragments/rich-text.ts. Medium buttons: the small ones overlap by a pixel and miss
 * WCAG 2.5.8's 24 px target, so the extra buttons take size="medium" too.
 */
export const RichTextEditor = ({
  buttons,
  ...props
}: RichTextInputProps & { buttons?: ReactNode }) => (
  <RichTextInput
    fullWidth
    toolbar={
      <RichTextInputToolbar size="medium">
        <FormatButtons size="medium" />
        <ListButtons size="medium" />
        {buttons}
        <ClearButtons size="medium" />
      </RichTextInputToolbar>
    }
    {...props}
  />
);
