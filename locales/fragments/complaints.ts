import type { Fragment } from '../merge';

/** The complaints register (/complaints): its screen and the rules of domain/rules/complaint.ts. */
export const complaints: Fragment = {
  en: {
    resources: {
      complaints: {
        name: 'Complaint |||| Complaints',
        fields: {
          receivedOn: 'Received on',
          source: 'From',
          fromName: 'Raised by',
          subject: 'Subject',
          description: 'Description',
          groupId: 'Group',
          sessionId: 'Session',
          teacherId: 'Trainer concerned',
          status: 'Status',
          answer: 'Answer given',
          answeredOn: 'Answered on',
          improvementCount: 'Improvement actions',
          recordedByName: 'Recorded by',
          open: 'Not closed',
          received_gte: 'Received from',
          received_lte: 'Received until',
          createdAt: 'Created',
          updatedAt: 'Updated',
        },
      },
    },
    app: {
      complaints: {
        sources: {
          learner: 'Learner',
          client: 'Client',
          trainer: 'Trainer',
          funder: 'Funder',
          other: 'Other',
        },
        statuses: { open: 'Open', answered: 'Answered', closed: 'Closed' },
        help: {
          fromName: 'The person or organisation who raised it, as you name them',
        },
        received_in_future: 'A complaint cannot be received in the future',
        answer_required: 'Say what was answered before marking it answered or closed',
        answered_on_required: 'Give the day it was answered',
        answered_before_received: 'It cannot be answered before it was received',
        answered_in_future: 'It cannot be answered in the future',
        admins_answer:
          'Only an administrator answers or closes a complaint; you change or delete only an open one you recorded',
        unknown_group: 'This group does not exist',
        unknown_session: 'This session does not exist',
        unknown_trainer: 'This trainer does not exist',
        in_use: 'An improvement action came from this complaint: it is kept',
        open_improvement: 'Open an improvement action',
        its_improvements: 'Its improvement actions',
      },
    },
  },
  fr: {
    resources: {
      complaints: {
        name: 'Réclamation |||| Réclamations',
        fields: {
          receivedOn: 'Reçue le',
          source: 'Origine',
          fromName: 'Émise par',
          subject: 'Objet',
          description: 'Description',
          groupId: 'Groupe',
          sessionId: 'Séance',
          teacherId: 'Formateur concerné',
          status: 'Statut',
          answer: 'Réponse apportée',
          answeredOn: 'Répondue le',
          improvementCount: 'Actions d’amélioration',
          recordedByName: 'Enregistrée par',
          open: 'Non clôturée',
          received_gte: 'Reçue à partir du',
          received_lte: 'Reçue jusqu’au',
          createdAt: 'Créée le',
          updatedAt: 'Modifiée le',
        },
      },
    },
    app: {
      complaints: {
        sources: {
          learner: 'Apprenant',
          client: 'Client',
          trainer: 'Formateur',
          funder: 'Financeur',
          other: 'Autre',
        },
        statuses: { open: 'Ouverte', answered: 'Répondue', closed: 'Clôturée' },
        help: {
          fromName: 'La personne ou l’organisme qui l’a émise, tel que vous le nommez',
        },
        received_in_future: 'Une réclamation ne peut pas être reçue dans le futur',
        answer_required: 'Indiquez la réponse apportée avant de la marquer répondue ou clôturée',
        answered_on_required: 'Indiquez le jour de la réponse',
        answered_before_received: 'Elle ne peut pas être répondue avant d’avoir été reçue',
        answered_in_future: 'Elle ne peut pas être répondue dans le futur',
        admins_answer:
          'Seul un administrateur répond à une réclamation ou la clôture ; vous ne modifiez ou supprimez qu’une réclamation ouverte que vous avez enregistrée',
        unknown_group: 'Ce groupe n’existe pas',
        unknown_session: 'Cette séance n’existe pas',
        unknown_trainer: 'Ce formateur n’existe pas',
        in_use: 'Une action d’amélioration vient de cette réclamation : elle est conservée',
        open_improvement: 'Ouvrir une action d’amélioration',
        its_improvements: 'Ses actions d’amélioration',
      },
    },
  },
  de: {
    resources: {
      complaints: {
        name: 'Reklamation |||| Reklamationen',
        fields: {
          receivedOn: 'Eingegangen am',
          source: 'Herkunft',
          fromName: 'Eingereicht von',
          subject: 'Betreff',
          description: 'Beschreibung',
          groupId: 'Gruppe',
          sessionId: 'Sitzung',
          teacherId: 'Betroffene Lehrkraft',
          status: 'Status',
          answer: 'Gegebene Antwort',
          answeredOn: 'Beantwortet am',
          improvementCount: 'Verbesserungsmaßnahmen',
          recordedByName: 'Erfasst von',
          open: 'Nicht abgeschlossen',
          received_gte: 'Eingegangen ab',
          received_lte: 'Eingegangen bis',
          createdAt: 'Erstellt',
          updatedAt: 'Geändert',
        },
      },
    },
    app: {
      complaints: {
        sources: {
          learner: 'Lernende',
          client: 'Kunde',
          trainer: 'Lehrkraft',
          funder: 'Kostenträger',
          other: 'Sonstige',
        },
        statuses: { open: 'Offen', answered: 'Beantwortet', closed: 'Abgeschlossen' },
        help: {
          fromName: 'Die Person oder Organisation, die sie eingereicht hat, wie Sie sie nennen',
        },
        received_in_future: 'Eine Reklamation kann nicht in der Zukunft eingehen',
        answer_required:
          'Geben Sie die Antwort an, bevor Sie sie als beantwortet oder abgeschlossen markieren',
        answered_on_required: 'Geben Sie den Tag der Antwort an',
        answered_before_received: 'Sie kann nicht vor ihrem Eingang beantwortet werden',
        answered_in_future: 'Sie kann nicht in der Zukunft beantwortet werden',
        admins_answer:
          'Nur ein Administrator beantwortet oder schließt eine Reklamation; Sie ändern oder löschen nur eine offene, die Sie erfasst haben',
        unknown_group: 'Diese Gruppe existiert nicht',
        unknown_session: 'Diese Sitzung existiert nicht',
        unknown_trainer: 'Diese Lehrkraft existiert nicht',
        in_use:
          'Aus dieser Reklamation ging eine Verbesserungsmaßnahme hervor: sie bleibt erhalten',
        open_improvement: 'Verbesserungsmaßnahme eröffnen',
        its_improvements: 'Ihre Verbesserungsmaßnahmen',
      },
    },
  },
};
