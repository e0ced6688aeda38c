import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Form, SaveButton, useLocaleState, useTranslate, type ValidateForm } from 'react-admin';
import { formatDate } from '../../domain/rules/dates';
import { SectionCard } from '../components/SectionCard';
import { failureMessage, readFailure } from './read-failure';
import { StaleRecordAlert } from './StaleRecordAlert';
import { useSave } from './use-save';

/** What a record written whole answers beside its fields: when and by whom it was saved. */
export interface Saved {
  updatedAt: string | null;
  updatedBy: string | null;
}

/** When and by whom the record was last saved, or `never` (a message key) while it never was. */
const LastSaved = ({ answer, never }: { answer: Saved; never: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const date = formatDate(answer.updatedAt, locale, 'datetime');
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {!date
        ? translate(never)
        : answer.updatedBy
          ? translate('app.save.saved_by', { date, name: answer.updatedBy })
          : translate('app.save.saved_on', { date })}
    </Typography>
  );
};

/** The form's values as the record's fields: without updatedAt and updatedBy. */
const fieldsOf = (values: Record<string, unknown>) => {
  const { updatedAt: _read, updatedBy: _by, ...fields } = values;
  return fields;
};

/**
 * A record written whole with the updatedAt read (a settings section, a group's funding plan) as a
 * card: its title and intro, when and by whom it was saved, its inputs (children) in one form; a save
 * over someone else's says so (409) and offers Reload, keeping what was typed; the server's field
 * errors land on their fields.
 */
export function WholeFormCard<A extends Saved>({
  queryKey,
  texts,
  read,
  write,
  bodyOf = fieldsOf,
  validate,
  children,
}: {
  queryKey: readonly unknown[];
  /** Message keys: the title, the intro, what it says while never saved, saved, not loaded. */
  texts: { title: string; intro: string; never: string; saved: string; loadError: string };
  read: () => Promise<A>;
  /** The body (bodyOf the form's values) with the updatedAt read. */
  write: (body: Record<string, unknown> & { updatedAt: string | null }) => Promise<A>;
  /** What of the form's values the write sends (default: all but updatedAt and updatedBy). */
  bodyOf?: (values: Record<string, unknown>) => Record<string, unknown>;
  validate?: ValidateForm;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey, queryFn: read });
  const save = useSave();
  const answer = query.data;

  const submit = async (values: Record<string, unknown>) => {
    if (!answer) return;
    let fieldErrors: Record<string, string> | undefined;
    await save.run(() => write({ ...bodyOf(fieldsOf(values)), updatedAt: answer.updatedAt }), {
      success: texts.saved,
      onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
      // react-admin's Form puts the errors an onSubmit returns on their fields.
      onFailure: (failure) => {
        fieldErrors = failure.fieldErrors;
      },
    });
    return fieldErrors;
  };

  return (
    <SectionCard title={texts.title}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate(texts.intro)}
      </Typography>
      {query.isError ? (
        <Alert severity="error" role="alert">
          {(() => {
            const message = failureMessage(readFailure(query.error), texts.loadError);
            return translate(message, { _: message });
          })()}
        </Alert>
      ) : !answer ? (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      ) : (
        <>
          <LastSaved answer={answer} never={texts.never} />
          <StaleRecordAlert save={save} onReload={() => query.refetch()} />
          {/* Keyed by what it read: a reload (or a save) shows the record as it now is. */}
          <Form
            key={answer.updatedAt ?? 'never'}
            defaultValues={answer}
            onSubmit={submit}
            validate={validate}
            noValidate
          >
            <Stack spacing={2}>
              {children}
              <Box>
                <SaveButton />
              </Box>
            </Stack>
          </Form>
        </>
      )}
    </SectionCard>
  );
}
