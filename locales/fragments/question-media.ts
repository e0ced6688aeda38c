import type { Fragment } from '../merge';

/**
 * A question's audio or image file: the API's refusals (PUT /question/media/{id}, GET
 * /media/{token}), the editor's upload, the test page's and the review's labels.
 */
export const questionMedia: Fragment = {
  en: {
    app: {
      media: {
        type_refused: 'Choose an MP3, OGG, WAV or M4A sound, or a PNG, JPEG, WebP or GIF picture',
        file_required: 'Choose a file',
        link_invalid: 'This link to a file is not valid',
        link_expired: 'This link to a file has expired: reload the page',
        attempt_closed: 'This test is handed in: its files are no longer shown',
        section: 'Sound or picture',
        choose: 'Add a file',
        replace: 'Replace the file',
        remove: 'Remove the file',
        removed: 'File removed',
        uploaded: 'File saved',
        uploading: 'Sending the file…',
        save_first: 'Save the question first, then add its sound or picture.',
        hint: 'MP3, OGG, WAV, M4A, PNG, JPEG, WebP or GIF, up to 10 MB.',
        picture_alt: 'Picture for question %{n}',
        audio_label: 'Recording for question %{n}',
        file: '%{name} (%{size})',
      },
    },
  },
  fr: {
    app: {
      media: {
        type_refused: 'Choisissez un son MP3, OGG, WAV ou M4A, ou une image PNG, JPEG, WebP ou GIF',
        file_required: 'Choisissez un fichier',
        link_invalid: 'Ce lien vers un fichier n’est pas valide',
        link_expired: 'Ce lien vers un fichier a expiré : rechargez la page',
        attempt_closed: 'Ce test est rendu : ses fichiers ne sont plus affichés',
        section: 'Son ou image',
        choose: 'Ajouter un fichier',
        replace: 'Remplacer le fichier',
        remove: 'Retirer le fichier',
        removed: 'Fichier retiré',
        uploaded: 'Fichier enregistré',
        uploading: 'Envoi du fichier…',
        save_first: 'Enregistrez d’abord la question, puis ajoutez son son ou son image.',
        hint: 'MP3, OGG, WAV, M4A, PNG, JPEG, WebP ou GIF, jusqu’à 10 Mo.',
        picture_alt: 'Image de la question %{n}',
        audio_label: 'Enregistrement de la question %{n}',
        file: '%{name} (%{size})',
      },
    },
  },
  de: {
    app: {
      media: {
        type_refused:
          'Wählen Sie einen Ton (MP3, OGG, WAV, M4A) oder ein Bild (PNG, JPEG, WebP, GIF)',
        file_required: 'Wählen Sie eine Datei',
        link_invalid: 'Dieser Link zu einer Datei ist ungültig',
        link_expired: 'Dieser Link zu einer Datei ist abgelaufen: Laden Sie die Seite neu',
        attempt_closed: 'Dieser Test ist abgegeben: Seine Dateien werden nicht mehr angezeigt',
        section: 'Ton oder Bild',
        choose: 'Datei hinzufügen',
        replace: 'Datei ersetzen',
        remove: 'Datei entfernen',
        removed: 'Datei entfernt',
        uploaded: 'Datei gespeichert',
        uploading: 'Datei wird gesendet…',
        save_first: 'Speichern Sie zuerst die Frage, dann fügen Sie Ton oder Bild hinzu.',
        hint: 'MP3, OGG, WAV, M4A, PNG, JPEG, WebP oder GIF, bis 10 MB.',
        picture_alt: 'Bild zu Frage %{n}',
        audio_label: 'Aufnahme zu Frage %{n}',
        file: '%{name} (%{size})',
      },
    },
  },
};
