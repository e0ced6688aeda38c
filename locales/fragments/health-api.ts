import type { Fragment } from '../merge';

/** The readiness answer (GET /api/health/ready, server/areas/health): why the server cannot serve. */
export const healthApi: Fragment = {
  en: {
    app: {
      health: {
        not_ready: 'This server cannot serve requests now',
        database_unreachable: 'The database does not answer',
        migrations_differ: 'The database schema is not the one of this version',
        files_unreachable: 'The file store does not answer',
      },
    },
  },
  fr: {
    app: {
      health: {
        not_ready: 'Ce serveur ne peut pas répondre aux requêtes pour le moment',
        database_unreachable: 'La base de données ne répond pas',
        migrations_differ: "Le schéma de la base de données n'est pas celui de cette version",
        files_unreachable: 'Le stockage des fichiers ne répond pas',
      },
    },
  },
  de: {
    app: {
      health: {
        not_ready: 'Dieser Server kann derzeit keine Anfragen bearbeiten',
        database_unreachable: 'Die Datenbank antwortet nicht',
        migrations_differ: 'Das Datenbankschema entspricht nicht dieser Version',
        files_unreachable: 'Der Dateispeicher antwortet nicht',
      },
    },
  },
};
