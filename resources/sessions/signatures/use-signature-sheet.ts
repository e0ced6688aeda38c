import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { SignatureSheet } from '../../../domain/entities/signature';
import { readFailure } from '../../../src/save/read-failure';

export const signatureSheetKey = (sessionId: string) => ['sessions', 'signatureSheet', sessionId];

/**
 * A session's half-days as GET /session/signature/{id} answers them (signatures, statuses), read
 * once for the page's attendance tables and signature sections; `replace` puts a write's answer in.
 */
export function useSignatureSheet(sessionId: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const key = signatureSheetKey(sessionId);
  const query = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.signatureSheet(sessionId),
    // A missing session or sheet will not appear by asking again; a lost connection may.
    retry: (failures, failed) => {
      const { status } = readFailure(failed);
      return (status === 0 || status >= 500) && failures < 3;
    },
  });
  const replace = (sheet: SignatureSheet) => queryClient.setQueryData(key, sheet);
  const reload = () => queryClient.invalidateQueries({ queryKey: key });
  return { ...query, replace, reload };
}
