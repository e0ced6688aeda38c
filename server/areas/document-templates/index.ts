/** The provider's own Word templates. The documents area reads them through this file. */

export { documentTemplateRoutes } from './routes';
export { DOCX_TYPE, storedTemplate } from './service';
