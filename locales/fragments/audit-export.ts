import type { Fragment } from '../merge';

/** The audit trail's xlsx (GET /audit/export): headers, sheet and file names. */
export const auditExport: Fragment = {
  en: {
    app: {
      audit_export: {
        columns: {
          at: 'Date',
          actorName: 'Person',
          action: 'Action',
          tableName: 'Table',
          recordId: 'Record',
          changes: 'Changes',
          ip: 'IP address',
          userAgent: 'Browser',
        },
        sheets: { audit: 'Audit trail' },
        files: { audit: 'audit-trail' },
        hidden: 'hidden',
      },
    },
  },
  fr: {
    app: {
      audit_export: {
        columns: {
          at: 'Date',
          actorName: 'Personne',
          action: 'Action',
          tableName: 'Table',
          recordId: 'Enregistrement',
          changes: 'Modifications',
          ip: 'Adresse IP',
          userAgent: 'Navigateur',
        },
        sheets: { audit: "Journal d'audit" },
        files: { audit: 'journal-audit' },
        hidden: 'masqué',
      },
    },
  },
  de: {
    app: {
      audit_export: {
        columns: {
          at: 'Datum',
          actorName: 'Person',
          action: 'Aktion',
          tableName: 'Tabelle',
          recordId: 'Datensatz',
          changes: 'Änderungen',
          ip: 'IP-Adresse',
          userAgent: 'Browser',
        },
        sheets: { audit: 'Änderungsprotokoll' },
        files: { audit: 'aenderungsprotokoll' },
        hidden: 'verborgen',
      },
    },
  },
};
