import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { PanelSection } from '../../../dataProvider/panel';
import { useSave } from '../../../src/save/use-save';
import { companyDataKey } from './panel-query';
import type { PanelTabProps } from './types';

/**
 * One whole-section write of the panel (PUT /companyData/{section}/{id}) through the one save
 * hook: the spec's success and failure messages, the server's field errors, and on a stale 409 the alert whose
 * Reload reads the panel again (the tab, keyed by the panel's updatedAt, then shows it).
 */
export function usePanelWrite(
  { companyId, onSaved }: Pick<PanelTabProps, 'companyId' | 'onSaved'>,
  section: PanelSection,
  messages: { success: string; failure: string },
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const save = useSave({
    reload: () =>
      queryClient.refetchQueries({ queryKey: companyDataKey(companyId) }, { throwOnError: true }),
  });

  const write = (body: Record<string, unknown>): Promise<boolean> =>
    save.run(() => dataProvider.putCompanyData(section, companyId, body), {
      ...messages,
      onSuccess: onSaved,
    });

  return { write, save, saving: save.saving, serverErrors: save.fieldErrors };
}

/** A rule's message key (form) or the server's text (field errors), in the reader's language. */
export const useFieldMessage = () => {
  const translate = useTranslate();
  return (message: string | undefined) =>
    message ? translate(message, { _: message }) : undefined;
};
