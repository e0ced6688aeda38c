import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Alert, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { SessionRecord } from '../../../dataProvider/sessions';
import type { SignatureLinks } from '../../../domain/entities/signature';
import { DownloadButton } from '../../../src/components/DownloadButton';
import { readFailure } from '../../../src/save/read-failure';
import { useSave } from '../../../src/save/use-save';
import { Section } from '../read/Section';
import { useSessionWriter } from '../read/session-access';
import { ReopenDialog } from './ReopenDialog';
import { SignatureDialog } from './SignatureDialog';
import { SigningLinksDialog } from './SigningLinksDialog';
import { SlotSection } from './SlotSection';
import { useSignatureSheet } from './use-signature-sheet';

const t = (key: string) => `app.signature_ui.${key}`;

const pdfName = (title: string) =>
  `${title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9-]+/g, '_')}-signatures.pdf`;

/** "Download the signed PDF": GET /session/signature/pdf/{id}, saved under the server's name. */
const DownloadSignedPdf = ({ session }: { session: SessionRecord }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <DownloadButton
      label={t('download_pdf')}
      runningLabel={t('downloading')}
      failure={t('pdf_failed')}
      icon={<PictureAsPdfIcon />}
      fileName={pdfName(session.title)}
      fetch={() => dataProvider.signaturePdf(session.id)}
    />
  );
};

/**
 * The signatures of the attendance sheet (the French "feuille d'émargement"), one section per
 * half-day of the session: signed on this screen or through a link, countersigned by the trainer,
 * reopened by an administrator only. Shown once the sheet exists.
 */
export const SignatureSheetSection = ({
  session,
  students,
  canWrite,
}: {
  session: SessionRecord;
  students: { id: string; name: string }[];
  canWrite: boolean;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { everyRecord: canReopen } = useSessionWriter();
  const { data: sheet, error, isPending, replace: keep, reload } = useSignatureSheet(session.id);
  const failure = error ? readFailure(error) : undefined;
  const [signing, setSigning] = useState<{ slot: number; student: string | null; name: string }>();
  const [reopening, setReopening] = useState<number>();
  const [links, setLinks] = useState<SignatureLinks['links']>();
  const save = useSave();

  const names = new Map(students.map((s) => [s.id, s.name]));
  const registrants = (sheet?.registrants ?? session.registrants).map((id) => ({
    id,
    name: names.get(id) ?? translate('app.attendance.unknown_student'),
  }));

  return (
    <>
      <Section title={translate(t('sheet'))}>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body2">{translate(t('sheet_hint'))}</Typography>
          <DownloadSignedPdf session={session} />
        </Stack>
      </Section>
      {isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {failure && (
        <Alert severity="error">
          {translate(t('load_failed'))}
          {failure.message !== 'ra.notification.http_error' &&
            ` ${translate(failure.message, { _: failure.message })}`}
        </Alert>
      )}
      {(sheet?.slots ?? []).map((slot) => (
        <SlotSection
          key={slot.index}
          session={session}
          slot={slot}
          registrants={registrants}
          actions={{
            canWrite,
            canReopen,
            busy: save.saving,
            onSign: (index, student, name) => setSigning({ slot: index, student, name }),
            onLinks: (index) =>
              save.run(() => dataProvider.signatureLinks(session.id, index), {
                onSuccess: (made) => setLinks(made.links),
              }),
            onReopen: setReopening,
          }}
        />
      ))}
      <SignatureDialog
        open={signing !== undefined}
        title={
          signing?.student === null
            ? translate(t('pad.title_trainer'))
            : translate(t('pad.title_student'), { name: signing?.name ?? '' })
        }
        saving={save.saving}
        onCancel={() => setSigning(undefined)}
        onSave={({ image, points }) => {
          if (!signing) return;
          return save.run(
            () =>
              dataProvider.sign(session.id, {
                slot: signing.slot,
                student: signing.student,
                image,
                points,
              }),
            {
              success: t('signed'),
              onSuccess: (next) => {
                keep(next);
                setSigning(undefined);
              },
              // Signed meanwhile elsewhere (a link, another tablet), or locked: show what is now.
              onFailure: reload,
            },
          );
        }}
      />
      <ReopenDialog
        open={reopening !== undefined}
        saving={save.saving}
        onCancel={() => setReopening(undefined)}
        onReopen={(reason) => {
          if (reopening === undefined) return;
          return save.run(() => dataProvider.reopenSlot(session.id, { slot: reopening, reason }), {
            success: t('reopened'),
            onSuccess: (next) => {
              keep(next);
              setReopening(undefined);
            },
          });
        }}
      />
      <SigningLinksDialog links={links} names={names} onClose={() => setLinks(undefined)} />
    </>
  );
};
