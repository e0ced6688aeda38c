import { Alert, Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../../dataProvider';
import type { PanelSection } from '../../../../dataProvider/panel';
import { companyDataKey } from './panel-query';
import type { PanelTabProps } from './types';

export interface WriteProblem {
  /** The server's message (already in the reader's language) or a message key. */
  message: string;
  /** 409: the panel changed meanwhile (stale) or the write conflicts with what is saved. */
  conflict: boolean;
}

interface HttpErrorLike {
  status?: number;
  message?: string;
  body?: { message?: string; errors?: Record<string, string> };
}

/**
 * One whole-section write of the panel (PUT /companyData/{section}/{id}): a progress flag, the
 * success or failure notification of the spec, the server's field errors and, on a 409, what the
 * form shows with a reload action: nothing the reader typed is dropped silently.
 */
export function usePanelWrite(
  { companyId, onSaved }: Pick<PanelTabProps, 'companyId' | 'onSaved'>,
  section: PanelSection,
  messages: { success: string; failure: string },
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<WriteProblem | null>(null);

  const write = async (body: Record<string, unknown>): Promise<boolean> => {
    setSaving(true);
    setServerErrors({});
    setProblem(null);
    try {
      const data = await dataProvider.putCompanyData(section, companyId, body);
      notify(messages.success, { type: 'success' });
      onSaved(data);
      return true;
    } catch (error) {
      const e = (error ?? {}) as HttpErrorLike;
      notify(messages.failure, { type: 'error' });
      setServerErrors(e.body?.errors ?? {});
      setProblem({
        message: e.body?.message || e.message || 'ra.notification.http_error',
        conflict: e.status === 409,
      });
      return false;
    } finally {
      setSaving(false);
    }
  };

  const reload = () => {
    setProblem(null);
    return queryClient.refetchQueries({ queryKey: companyDataKey(companyId) });
  };

  return { write, saving, serverErrors, problem, reload };
}

/** The failure of the last write, under the form; a conflict offers to reload the panel. */
export const WriteProblemAlert = ({
  problem,
  onReload,
}: {
  problem: WriteProblem | null;
  onReload: () => unknown;
}) => {
  const translate = useTranslate();
  if (!problem) return null;
  return (
    <Alert
      severity={problem.conflict ? 'warning' : 'error'}
      sx={{ mt: 2 }}
      action={
        problem.conflict ? (
          <Button color="inherit" size="small" onClick={onReload}>
            {translate('app.company_panel.reload')}
          </Button>
        ) : undefined
      }
    >
      {translate(problem.message, { _: problem.message })}
      {problem.conflict && <> {translate('app.company_panel.conflict_hint')}</>}
    </Alert>
  );
};

/** A rule's message key (form) or the server's text (field errors), in the reader's language. */
export const useFieldMessage = () => {
  const translate = useTranslate();
  return (message: string | undefined) =>
    message ? translate(message, { _: message }) : undefined;
};
