import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { formatDateTime } from '../../../domain/rules/dates';
import { useCopy } from '../../components/use-copy';
import { useSave } from '../../save/use-save';

const t = (key: string) => `app.shell.profile.feed.${key}`;

/**
 * The signed-in trainer's private calendar feed (iCal): made, made anew (the old link stops
 * working, after a confirmation) or revoked. Its URL is shown once, when made: only its hash is kept.
 */
export const CalendarFeed = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  // Until the state is known, the button could not tell "make" from "replace": it waits.
  const { data } = useQuery({
    queryKey: ['calendarFeed'],
    queryFn: () => dataProvider.calendarFeed(),
  });
  const save = useSave();
  const [url, setUrl] = useState<string>();
  const [asking, setAsking] = useState<'renew' | 'revoke'>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['calendarFeed'] });

  const renew = () =>
    save.run(() => dataProvider.newCalendarFeed(), {
      success: t('made'),
      onSuccess: (made) => {
        setUrl(made.url);
        setAsking(undefined);
        return refresh();
      },
      onFailure: () => setAsking(undefined),
    });
  const revoke = () =>
    save.run(() => dataProvider.revokeCalendarFeed(), {
      success: t('revoked'),
      onSuccess: () => {
        setUrl(undefined);
        setAsking(undefined);
        return refresh();
      },
      onFailure: () => setAsking(undefined),
    });
  const copy = useCopy({ copied: t('copied'), failed: t('copy_failed') });

  return (
    <Stack spacing={2}>
      <Typography variant="body2">{translate(t('hint'))}</Typography>
      {data?.active && data.createdAt && (
        <Typography variant="body2">
          {translate(t('active_since'), { date: formatDateTime(data.createdAt, locale) })}
        </Typography>
      )}
      {url && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            label={translate(t('url'))}
            value={url}
            fullWidth
            size="small"
            helperText={translate(t('url_once'))}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <Button
            startIcon={<ContentCopyIcon />}
            onClick={() => url && copy(url)}
            sx={{ alignSelf: 'flex-start' }}
          >
            {translate(t('copy'))}
          </Button>
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="contained"
          disabled={save.saving || data === undefined}
          onClick={() => (data?.active ? setAsking('renew') : renew())}
        >
          {translate(data?.active ? t('renew') : t('make'))}
        </Button>
        {data?.active && (
          <Button color="error" disabled={save.saving} onClick={() => setAsking('revoke')}>
            {translate(t('revoke'))}
          </Button>
        )}
      </Stack>
      <Confirm
        isOpen={asking !== undefined}
        loading={save.saving}
        title={translate(asking === 'revoke' ? t('revoke') : t('renew'))}
        content={translate(t('old_stops'))}
        confirm={asking === 'revoke' ? t('revoke') : t('renew')}
        confirmColor="warning"
        onConfirm={asking === 'revoke' ? revoke : renew}
        onClose={() => setAsking(undefined)}
      />
    </Stack>
  );
};
