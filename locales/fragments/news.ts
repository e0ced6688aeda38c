import type { Fragment } from '../merge';

/** The news (/news, "Actualities"): the screen, its editor's image button, the preview and the API's rules. */
export const news: Fragment = {
  en: {
    resources: {
      news: {
        name: 'News item |||| News',
        fields: {
          title: 'Title',
          body: 'Text',
          publishFrom: 'Published from',
          publishUntil: 'Published until',
          audience: 'Audience',
          companyId: 'Client',
          groupId: 'Group',
          pinned: 'Pinned',
          authorId: 'Author',
          current: 'Published now',
          archived: 'Archived',
          createdAt: 'Created',
          updatedAt: 'Updated',
        },
      },
    },
    app: {
      news: {
        audiences: {
          all: 'All learners',
          company: 'A client’s learners',
          group: 'A group’s learners',
        },
        company_required: 'Choose the client whose learners read this news item',
        group_required: 'Choose the group whose learners read this news item',
        window_order: 'The end of publication must come after its start',
        unknown_company: 'This client does not exist',
        unknown_group: 'This group does not exist',
        insert_image: 'Insert image',
        image_uploading: 'Uploading the image…',
        image_failed: 'The image could not be uploaded',
        preview: 'Preview',
        preview_title: 'As a learner sees it',
        close: 'Close',
        help: {
          publishFrom: 'Learners see it from this moment',
          publishUntil: 'Leave empty to keep it published',
          pinned: 'Pinned news come first',
        },
      },
    },
  },
  fr: {
    resources: {
      news: {
        name: 'Actualité |||| Actualités',
        fields: {
          title: 'Titre',
          body: 'Texte',
          publishFrom: 'Publiée à partir du',
          publishUntil: 'Publiée jusqu’au',
          audience: 'Public',
          companyId: 'Client',
          groupId: 'Groupe',
          pinned: 'Épinglée',
          authorId: 'Auteur',
          current: 'Publiée en ce moment',
          archived: 'Archivée',
          createdAt: 'Créée le',
          updatedAt: 'Modifiée le',
        },
      },
    },
    app: {
      news: {
        audiences: {
          all: 'Tous les apprenants',
          company: 'Les apprenants d’un client',
          group: 'Les apprenants d’un groupe',
        },
        company_required: 'Choisissez le client dont les apprenants liront cette actualité',
        group_required: 'Choisissez le groupe dont les apprenants liront cette actualité',
        window_order: 'La fin de publication doit venir après son début',
        unknown_company: 'Ce client n’existe pas',
        unknown_group: 'Ce groupe n’existe pas',
        insert_image: 'Insérer une image',
        image_uploading: 'Envoi de l’image…',
        image_failed: 'L’image n’a pas pu être envoyée',
        preview: 'Aperçu',
        preview_title: 'Telle qu’un apprenant la voit',
        close: 'Fermer',
        help: {
          publishFrom: 'Les apprenants la voient à partir de ce moment',
          publishUntil: 'Laissez vide pour la garder publiée',
          pinned: 'Les actualités épinglées passent en premier',
        },
      },
    },
  },
  de: {
    resources: {
      news: {
        name: 'Neuigkeit |||| Neuigkeiten',
        fields: {
          title: 'Titel',
          body: 'Text',
          publishFrom: 'Veröffentlicht ab',
          publishUntil: 'Veröffentlicht bis',
          audience: 'Zielgruppe',
          companyId: 'Kunde',
          groupId: 'Gruppe',
          pinned: 'Angeheftet',
          authorId: 'Autor(in)',
          current: 'Derzeit veröffentlicht',
          archived: 'Archiviert',
          createdAt: 'Erstellt',
          updatedAt: 'Geändert',
        },
      },
    },
    app: {
      news: {
        audiences: {
          all: 'Alle Lernenden',
          company: 'Die Lernenden eines Kunden',
          group: 'Die Lernenden einer Gruppe',
        },
        company_required: 'Wählen Sie den Kunden, dessen Lernende diese Neuigkeit lesen',
        group_required: 'Wählen Sie die Gruppe, deren Lernende diese Neuigkeit lesen',
        window_order: 'Das Ende der Veröffentlichung muss nach ihrem Beginn liegen',
        unknown_company: 'Diesen Kunden gibt es nicht',
        unknown_group: 'Diese Gruppe gibt es nicht',
        insert_image: 'Bild einfügen',
        image_uploading: 'Das Bild wird hochgeladen…',
        image_failed: 'Das Bild konnte nicht hochgeladen werden',
        preview: 'Vorschau',
        preview_title: 'So sehen es die Lernenden',
        close: 'Schließen',
        help: {
          publishFrom: 'Die Lernenden sehen sie ab diesem Zeitpunkt',
          publishUntil: 'Leer lassen, um sie veröffentlicht zu lassen',
          pinned: 'Angeheftete Neuigkeiten stehen oben',
        },
      },
    },
  },
};
