import type { Fragment } from '../merge';

/** A group's paperwork checklist (the follow-up tab) and the groups list's "Missing step" filter. */
export const groupChecklist: Fragment = {
  en: {
    app: {
      group_checklist: {
        title: 'Paperwork checklist',
        list: 'The steps of the paperwork, in order',
        load_error: 'The checklist could not be loaded.',
        steps: {
          agreement_sent: 'Agreement sent to sign',
          agreement_signed: 'Agreement signed',
          convocations_sent: 'Convocations issued',
          attendance_complete: 'Attendance countersigned',
          attestations_issued: 'Attestations issued',
          certificates_issued: 'Certificates of completion issued',
        },
        states: {
          done: 'Done',
          missing: 'Missing',
          not_due: 'Not due yet',
          not_applicable: 'Not applicable',
        },
        count: '%{done} of %{total}',
        when: 'On %{date}',
        when_by: 'On %{date}, by %{name}',
        missing_filter: 'Missing step',
        missing: {
          agreement_unsent: 'Agreement not sent',
          agreement_unsigned: 'Agreement not signed',
          convocations_unsent: 'Convocations missing',
          attendance_incomplete: 'Attendance not countersigned',
          attestations_unissued: 'Attestations missing',
          certificates_unissued: 'Certificates missing',
        },
      },
    },
  },
  fr: {
    app: {
      group_checklist: {
        title: 'Suivi administratif',
        list: 'Les étapes administratives, dans l’ordre',
        load_error: 'Le suivi administratif n’a pas pu être chargé.',
        steps: {
          agreement_sent: 'Convention envoyée pour signature',
          agreement_signed: 'Convention signée',
          convocations_sent: 'Convocations émises',
          attendance_complete: 'Émargement contresigné',
          attestations_issued: 'Attestations émises',
          certificates_issued: 'Certificats de réalisation émis',
        },
        states: {
          done: 'Fait',
          missing: 'Manquant',
          not_due: 'Pas encore dû',
          not_applicable: 'Sans objet',
        },
        count: '%{done} sur %{total}',
        when: 'Le %{date}',
        when_by: 'Le %{date}, par %{name}',
        missing_filter: 'Étape manquante',
        missing: {
          agreement_unsent: 'Convention non envoyée',
          agreement_unsigned: 'Convention non signée',
          convocations_unsent: 'Convocations manquantes',
          attendance_incomplete: 'Émargement non contresigné',
          attestations_unissued: 'Attestations manquantes',
          certificates_unissued: 'Certificats manquants',
        },
      },
    },
  },
  de: {
    app: {
      group_checklist: {
        title: 'Checkliste der Unterlagen',
        list: 'Die Schritte der Unterlagen, der Reihe nach',
        load_error: 'Die Checkliste konnte nicht geladen werden.',
        steps: {
          agreement_sent: 'Vereinbarung zur Unterschrift gesendet',
          agreement_signed: 'Vereinbarung unterschrieben',
          convocations_sent: 'Einladungen ausgestellt',
          attendance_complete: 'Anwesenheit gegengezeichnet',
          attestations_issued: 'Teilnahmebestätigungen ausgestellt',
          certificates_issued: 'Durchführungsbescheinigungen ausgestellt',
        },
        states: {
          done: 'Erledigt',
          missing: 'Fehlt',
          not_due: 'Noch nicht fällig',
          not_applicable: 'Entfällt',
        },
        count: '%{done} von %{total}',
        when: 'Am %{date}',
        when_by: 'Am %{date}, von %{name}',
        missing_filter: 'Fehlender Schritt',
        missing: {
          agreement_unsent: 'Vereinbarung nicht gesendet',
          agreement_unsigned: 'Vereinbarung nicht unterschrieben',
          convocations_unsent: 'Einladungen fehlen',
          attendance_incomplete: 'Anwesenheit nicht gegengezeichnet',
          attestations_unissued: 'Teilnahmebestätigungen fehlen',
          certificates_unissued: 'Durchführungsbescheinigungen fehlen',
        },
      },
    },
  },
};
