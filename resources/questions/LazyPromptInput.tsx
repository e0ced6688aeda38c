import type { RichTextInputProps } from 'ra-input-rich-text';
import { lazy, Suspense } from 'react';
import { useQuestionType } from './QuestionInputs';

// Tiptap and ProseMirror (some 400 kB) load with the question form, never with another screen.
const PromptEditor = lazy(() =>
  import('../../src/components/RichTextEditor').then((m) => ({ default: m.RichTextEditor })),
);

/**
 * The prompt's editor (the shared one, text formats and lists only), loaded on first use; a
 * gap-fill prompt says how its gaps are written.
 */
export const LazyPromptInput = ({ helperText, ...props }: RichTextInputProps) => {
  const type = useQuestionType();
  return (
    <Suspense fallback={null}>
      <PromptEditor
        {...props}
        helperText={type === 'gap' ? 'app.question_ui.help.prompt_gap' : helperText}
      />
    </Suspense>
  );
};
