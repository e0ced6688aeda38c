import { z } from 'zod';
import { agreementMailOf } from '../../areas/agreement-signatures';
import type { JobHandler } from '../handler';

const AgreementMailPayloadSchema = z.object({ id: z.uuid() });

/**
 * The mail of a request to sign an agreement, with its link and the version attached: keyed by the
 * request, so it goes once; nothing once the request is signed, expired or superseded.
 */
export const agreementMail: JobHandler = async ({ app, job, now }) => {
  const { id } = AgreementMailPayloadSchema.parse(job.payload);
  const mail = await agreementMailOf(
    { db: app.db, files: app.files, secret: app.config.jwtSecret, appUrl: app.config.APP_URL },
    id,
    now,
  );
  if (mail) await app.mailer.send(mail);
};
