import { Box, Button, Stack, Typography } from '@mui/material';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { PanelSubmit } from './PanelSubmit';

/**
 * What an entry form holds: its values, whether it was submitted (rule messages show from then on)
 * and whether it was touched. `submit` sends valid values, and an add form starts afresh once sent.
 */
export function useEntryFormState<S>(initial: () => S) {
  const translate = useTranslate();
  const [state, setState] = useState<S>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState(false);

  const set = <K extends keyof S>(field: K, value: S[K]) => {
    setTouched(true);
    setState((prev) => ({ ...prev, [field]: value }));
  };

  /** The form's submit: shows the rules' messages, then sends when valid. */
  const submit =
    ({
      valid,
      saving,
      send,
      adding,
    }: {
      valid: boolean;
      saving: boolean;
      /** Resolves true when saved. */
      send: () => Promise<boolean>;
      adding: boolean;
    }) =>
    async (event: FormEvent) => {
      event.preventDefault();
      setSubmitted(true);
      if (!valid || saving) return;
      if ((await send()) && adding) {
        setState(initial());
        setSubmitted(false);
        setTouched(false);
      }
    };

  /** A field's rule message (a message key) once shown; `now` shows it before any submit. */
  const messages = (errors: Record<string, string>, now?: (field: string) => boolean) => {
    const shown = (field: string) => (submitted || now?.(field) ? errors[field] : undefined);
    const helper = (field: string, fallback?: string) => {
      const key = shown(field);
      return key ? translate(key) : fallback;
    };
    return { shown, helper };
  };

  return { state, set, submitted, touched, submit, messages };
}

/**
 * The frame of an entry form of the panel (a semester entry, an exam session): its title, its
 * fields, then the submit button (its saving text while it saves) and Cancel when editing.
 */
export const EntryForm = ({
  title,
  namespace,
  submitLabel,
  saving,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  /** The tab's message namespace: its saving and cancel keys. */
  namespace: string;
  submitLabel: string;
  saving: boolean;
  onSubmit: (event: FormEvent) => unknown;
  onCancel?: () => void;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const titleId = `${useId()}-title`;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id={titleId} component="h4" variant="subtitle1" sx={{ mb: 2, fontWeight: 600 }}>
        {title}
      </Typography>
      <Stack spacing={2}>
        {children}
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          <PanelSubmit saving={saving} label={submitLabel} savingLabel={`${namespace}.saving`} />
          {onCancel && (
            <Button onClick={onCancel} disabled={saving}>
              {translate(`${namespace}.cancel`)}
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
};
