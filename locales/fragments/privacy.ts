import type { Fragment } from '../merge';

/** GDPR: a person's data exported or erased (server/areas/privacy, the student and client contact pages). */
export const privacy: Fragment = {
  en: {
    app: {
      privacy: {
        title: 'Personal data (GDPR)',
        export: 'Export all this person’s data (zip)',
        erase: 'Erase this person',
        erasing: 'Erasing…',
        erase_title: 'Erase %{name} for good?',
        erase_warning:
          'The person’s name, e-mail, phone, signatures, documents and writings will be removed everywhere, also from the audit trail. Hours, grades and levels stay, without the identity. This cannot be undone.',
        confirm_label: 'Type the person’s name to confirm: %{name}',
        confirm_mismatch: 'The name typed does not match the person’s name',
        already_erased: 'This person has been erased already',
        erased: 'The person has been erased',
      },
    },
  },
  fr: {
    app: {
      privacy: {
        title: 'Données personnelles (RGPD)',
        export: 'Exporter toutes les données de cette personne (zip)',
        erase: 'Effacer cette personne',
        erasing: 'Effacement…',
        erase_title: 'Effacer définitivement %{name} ?',
        erase_warning:
          'Son nom, son e-mail, son téléphone, ses signatures, ses documents et ce qu’elle a écrit seront supprimés partout, y compris du journal d’audit. Les heures, notes et niveaux restent, sans son identité. C’est irréversible.',
        confirm_label: 'Tapez son nom pour confirmer : %{name}',
        confirm_mismatch: 'Le nom tapé ne correspond pas à celui de la personne',
        already_erased: 'Cette personne a déjà été effacée',
        erased: 'La personne a été effacée',
      },
    },
  },
  de: {
    app: {
      privacy: {
        title: 'Personenbezogene Daten (DSGVO)',
        export: 'Alle Daten dieser Person exportieren (ZIP)',
        erase: 'Diese Person löschen',
        erasing: 'Wird gelöscht…',
        erase_title: '%{name} endgültig löschen?',
        erase_warning:
          'Name, E-Mail, Telefon, Unterschriften, Dokumente und alles, was sie geschrieben hat, werden überall entfernt, auch aus dem Änderungsprotokoll. Stunden, Noten und Niveaus bleiben ohne die Identität erhalten. Das lässt sich nicht rückgängig machen.',
        confirm_label: 'Geben Sie zur Bestätigung den Namen der Person ein: %{name}',
        confirm_mismatch: 'Der eingegebene Name stimmt nicht mit dem der Person überein',
        already_erased: 'Diese Person wurde bereits gelöscht',
        erased: 'Die Person wurde gelöscht',
      },
    },
  },
};
