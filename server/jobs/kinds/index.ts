import type { JobHandler } from '../handler';
import type { JobKind } from '../queue';
import { agreementMail } from './agreement-mail';
import { atRisk } from './at-risk';
import { nightlyBackup } from './backup';
import { convocation } from './convocation';
import { sendElearningNotification } from './elearning-notification';
import { exportFile } from './export-file';
import { sendMail } from './mail';
import { sessionCancelled } from './session-cancelled';
import { sessionMoved } from './session-moved';
import { sessionReminder } from './session-reminder';
import { surveyMail } from './survey-mail';
import { surveyPass } from './survey-pass';

/** The handler of each kind of job. */
export const handlers: Record<JobKind, JobHandler> = {
  session_reminder: sessionReminder,
  session_moved: sessionMoved,
  session_cancelled: sessionCancelled,
  mail: sendMail,
  export_file: exportFile,
  elearning_notification: sendElearningNotification,
  backup: nightlyBackup,
  at_risk: atRisk,
  convocation,
  agreement_mail: agreementMail,
  survey_pass: surveyPass,
  survey_mail: surveyMail,
};
