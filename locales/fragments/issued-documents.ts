import type { Fragment } from '../merge';

/** The documents issued and kept (the follow-up tab's "Documents issued", /group/documents). */
export const issuedDocuments: Fragment = {
  en: {
    app: {
      issued_documents: {
        title: 'Documents issued',
        intro:
          'Each document issued is kept as it was made, with its version and its SHA-256 digest, for 6 years.',
        kind: 'Document',
        learner: 'Learner',
        choose_learner: 'Choose the learner',
        issue: 'Issue and keep',
        issuing: 'Issuing…',
        issued: '%{kind} issued (version %{version})',
        empty: 'No document issued yet.',
        load_error: 'The documents issued could not be loaded.',
        caption: 'The documents issued for this group, newest first',
        version: 'Version',
        issued_on: 'Issued',
        issued_by_on: '%{date} by %{name}',
        kept_until: 'Kept until',
        digest: 'SHA-256',
        download: 'Download',
        download_of: 'Download %{kind}, version %{version}',
        erased: 'File erased with the learner',
        whole_group: 'The group',
        learner_of_kind: 'The agreement is the group’s; the other documents need a learner.',
      },
    },
  },
  fr: {
    app: {
      issued_documents: {
        title: 'Documents émis',
        intro:
          'Chaque document émis est conservé tel qu’il a été produit, avec sa version et son empreinte SHA-256, pendant 6 ans.',
        kind: 'Document',
        learner: 'Apprenant',
        choose_learner: 'Choisissez l’apprenant',
        issue: 'Émettre et conserver',
        issuing: 'Émission…',
        issued: '%{kind} émis(e) (version %{version})',
        empty: 'Aucun document émis pour l’instant.',
        load_error: 'Les documents émis n’ont pas pu être chargés.',
        caption: 'Les documents émis pour ce groupe, du plus récent au plus ancien',
        version: 'Version',
        issued_on: 'Émis',
        issued_by_on: '%{date} par %{name}',
        kept_until: 'Conservé jusqu’au',
        digest: 'SHA-256',
        download: 'Télécharger',
        download_of: 'Télécharger %{kind}, version %{version}',
        erased: 'Fichier effacé avec l’apprenant',
        whole_group: 'Le groupe',
        learner_of_kind:
          'La convention est celle du groupe ; les autres documents demandent un apprenant.',
      },
    },
  },
  de: {
    app: {
      issued_documents: {
        title: 'Ausgestellte Dokumente',
        intro:
          'Jedes ausgestellte Dokument wird so aufbewahrt, wie es erstellt wurde, mit seiner Version und seinem SHA-256-Hash, 6 Jahre lang.',
        kind: 'Dokument',
        learner: 'Lernende Person',
        choose_learner: 'Lernende Person wählen',
        issue: 'Ausstellen und aufbewahren',
        issuing: 'Wird ausgestellt…',
        issued: '%{kind} ausgestellt (Version %{version})',
        empty: 'Noch kein Dokument ausgestellt.',
        load_error: 'Die ausgestellten Dokumente konnten nicht geladen werden.',
        caption: 'Die für diese Gruppe ausgestellten Dokumente, die neuesten zuerst',
        version: 'Version',
        issued_on: 'Ausgestellt',
        issued_by_on: '%{date} von %{name}',
        kept_until: 'Aufbewahrt bis',
        digest: 'SHA-256',
        download: 'Herunterladen',
        download_of: '%{kind} herunterladen, Version %{version}',
        erased: 'Datei mit der lernenden Person gelöscht',
        whole_group: 'Die Gruppe',
        learner_of_kind:
          'Die Vereinbarung gilt für die Gruppe; die anderen Dokumente brauchen eine lernende Person.',
      },
    },
  },
};
