import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Form, SaveButton, useLocaleState, useTranslate } from 'react-admin';
import { formatDate } from '../../../domain/rules/dates';
import { SectionCard } from '../../components/SectionCard';
import { failureMessage, readFailure } from '../../save/read-failure';
import { StaleRecordAlert } from '../../save/StaleRecordAlert';
import { useSave } from '../../save/use-save';

/** What every section's GET answers beside its fields. */
interface Saved {
  updatedAt: string | null;
  updatedBy: string | null;
}

/** When and by whom the section was last saved, or `never` (a message key) while it never was. */
const LastSaved = ({ answer, never }: { answer: Saved; never: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const date = formatDate(answer.updatedAt, locale, 'datetime');
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {!date
        ? translate(never)
        : answer.updatedBy
          ? translate('app.settings_ui.saved_by', { date, name: answer.updatedBy })
          : translate('app.settings_ui.saved_on', { date })}
    </Typography>
  );
};

/**
 * One section of the settings (GET and PUT /settings/<section>) as a card: its title and intro, when
 * and by whom it was saved, its inputs (children) in one form saved whole with the updatedAt read;
 * a save over someone else's says so (409) and offers Reload, keeping what was typed.
 */
export function SettingsSectionCard<A extends Saved>({
  section,
  texts,
  read,
  write,
  children,
}: {
  section: string;
  /** Message keys: the card's title and intro, what it says while never saved. */
  texts: { title: string; intro: string; never: string };
  read: () => Promise<A>;
  /** The form's values less updatedAt and updatedBy, with the updatedAt read. */
  write: (body: Omit<A, 'updatedBy'>) => Promise<A>;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const queryKey = ['settings', section];
  const query = useQuery({ queryKey, queryFn: read });
  const save = useSave();
  const answer = query.data;

  const submit = async (values: Record<string, unknown>) => {
    if (!answer) return;
    const { updatedAt: _read, updatedBy: _by, ...fields } = values;
    let fieldErrors: Record<string, string> | undefined;
    await save.run(
      () => write({ ...fields, updatedAt: answer.updatedAt } as unknown as Omit<A, 'updatedBy'>),
      {
        success: 'app.settings_ui.saved',
        onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
        // react-admin's Form puts the errors an onSubmit returns on their fields.
        onFailure: (failure) => {
          fieldErrors = failure.fieldErrors;
        },
      },
    );
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
            const message = failureMessage(readFailure(query.error), 'app.settings_ui.load_error');
            return translate(message, { _: message });
          })()}
        </Alert>
      ) : !answer ? (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      ) : (
        <>
          <LastSaved answer={answer} never={texts.never} />
          <StaleRecordAlert save={save} onReload={() => query.refetch()} />
          {/* Keyed by what it read: a reload (or a save) shows the section as it now is. */}
          <Form
            key={answer.updatedAt ?? 'never'}
            defaultValues={answer}
            onSubmit={submit}
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
