/** The agreement signed online (issue 47 part 4): other areas and jobs use it only through this file. */

export { agreementMailOf } from './mail';
export { agreementSignatureRoutes } from './routes';
