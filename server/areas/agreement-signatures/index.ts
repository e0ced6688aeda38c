/** The agreement signed online (issue 47 part 4): other areas, jobs and seeds use it only through this file. */

export { agreementMailOf } from './mail';
export { agreementSignatureRoutes } from './routes';
export { agreementMailKey, agreementToken, sendAgreement, signAgreement } from './service';
