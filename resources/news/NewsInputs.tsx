import type { RichTextInputProps } from 'ra-input-rich-text';
import { cloneElement, lazy, type ReactElement, Suspense } from 'react';
import { AutocompleteInput, type InputProps, ReferenceInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { NewsAudience } from '../../domain/rules/news';

// Tiptap and ProseMirror (some 400 kB) load with the news form, never with another screen.
const BodyEditor = lazy(() =>
  import('./NewsBodyInput').then((m) => ({ default: m.NewsBodyInput })),
);

/** The body's editor, loaded on first use. */
export const LazyNewsBodyInput = (props: RichTextInputProps) => (
  <Suspense fallback={null}>
    <BodyEditor {...props} />
  </Suspense>
);

/** Its input only while the audience is `when`: its props (source, label, validate) pass through. */
export const WhenAudience = ({
  when,
  children,
  ...props
}: InputProps & { when: NewsAudience; children?: ReactElement; validate?: unknown }) => {
  const audience = useWatch({ name: 'audience' }) ?? 'all';
  return audience === when && children ? cloneElement(children, props) : null;
};

/** A client or group picker (its validators on the picker, not on ReferenceInput). */
export const AudienceReferenceInput = ({
  source,
  reference,
  label,
  helperText,
  validate,
  fullWidth,
}: InputProps & { reference: 'companies' | 'groups'; fullWidth?: boolean }) => (
  <ReferenceInput source={source} reference={reference}>
    <AutocompleteInput
      label={label}
      helperText={helperText}
      validate={validate}
      fullWidth={fullWidth}
      optionText="name"
      filterToQuery={(q) => ({ q })}
    />
  </ReferenceInput>
);
