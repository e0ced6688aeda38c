/** The provider's settings (/settings). Other areas and the jobs read them through this file. */

export { documentImages } from './images';
export { settingsRoutes } from './routes';
export { readAtRiskSettings, readProviderIdentity } from './service';
