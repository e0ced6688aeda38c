/** The provider's settings (/settings). Other areas and the jobs read them through this file. */

export { documentImages } from './images';
export { settingsRoutes } from './routes';
export {
  PUBLICATION,
  readAtRiskSettings,
  readProviderIdentity,
  readQualitySettings,
  readSection,
  saveSection,
  sectionAnswer,
} from './service';
