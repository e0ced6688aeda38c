import { z } from 'zod';
import type { Mail } from '../../adapters/mail';
import type { JobHandler } from '../handler';
import type { NewJob } from '../queue';

const MailPayloadSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  attachments: z
    .array(
      z.object({
        filename: z.string(),
        content: z.string(),
        contentType: z.string().optional(),
        /** base64: content is a binary file's bytes so written (a PDF). */
        encoding: z.literal('base64').optional(),
      }),
    )
    .optional(),
});

/**
 * One mail to one recipient, queued by another job: a recipient whose mail fails is tried again
 * alone, and the others are not sent theirs twice.
 */
export const mailJobs = (parentKey: string, mails: Mail[]): NewJob[] =>
  mails.map((mail) => ({
    kind: 'mail',
    key: `${parentKey}:${mail.to.toLowerCase()}`,
    payload: mail,
  }));

export const sendMail: JobHandler = async ({ app, job }) => {
  await app.mailer.send(MailPayloadSchema.parse(job.payload));
};
