import type { Fragment } from '../merge';

/** The errors of the export files (/exports). */
export const exportJobs: Fragment = {
  en: { app: { errors: { export_not_ready: 'This export file is not ready yet.' } } },
  fr: { app: { errors: { export_not_ready: 'Ce fichier d’export n’est pas encore prêt.' } } },
  de: { app: { errors: { export_not_ready: 'Diese Exportdatei ist noch nicht fertig.' } } },
};
