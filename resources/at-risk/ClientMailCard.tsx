import { Alert, FormControlLabel, LinearProgress, Stack, Switch, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { personName } from '../../domain/rules/person-name';
import { SectionCard } from '../../src/components/SectionCard';
import { StaleRecordAlert } from '../../src/save/StaleRecordAlert';
import { useSave } from '../../src/save/use-save';

const T = 'app.at_risk_ui.client_mail';

/**
 * A client's choice (GET|PUT /atrisk/client/{id}/mail): whether its pedagogic contacts get a mail, in the
 * client's language, when one of its learners is flagged. Those who write the clients switch it;
 * the others read it. Saved with the updatedAt read: a change made meanwhile is a stale 409.
 */
export const ClientMailCard = ({ companyId }: { companyId: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess: canWrite = false } = useCanAccess({ resource: 'companies', action: 'edit' });
  const query = useQuery({
    queryKey: ['atRiskClientMail', companyId],
    queryFn: () => dataProvider.atRiskClientMail(companyId),
  });
  const save = useSave({ reload: query.refetch });
  const data = query.data;
  const change = (mail: boolean) =>
    data &&
    save.run(
      () => dataProvider.saveAtRiskClientMail(companyId, { mail, updatedAt: data.updatedAt }),
      { success: mail ? `${T}.on` : `${T}.off`, onSuccess: () => query.refetch() },
    );
  const recipients = data?.recipients ?? [];
  return (
    <SectionCard title={`${T}.title`}>
      {query.isPending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {query.error ? <Alert severity="error">{translate(`${T}.load_error`)}</Alert> : null}
      {data ? (
        <Stack spacing={1.5}>
          <FormControlLabel
            control={
              <Switch
                checked={data.mail}
                onChange={(event) => change(event.target.checked)}
                disabled={!canWrite || save.saving}
              />
            }
            label={translate(`${T}.switch`)}
          />
          <Typography variant="body2" color="text.secondary">
            {recipients.length === 0
              ? translate(`${T}.no_recipient`)
              : translate(`${T}.recipients`, {
                  names: recipients.map((r) => `${personName(r)} <${r.email}>`).join(', '),
                  language: translate(`${T}.languages.${data.language}`),
                })}
          </Typography>
          <StaleRecordAlert save={save} />
        </Stack>
      ) : null}
    </SectionCard>
  );
};
