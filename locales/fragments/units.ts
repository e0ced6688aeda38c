import type { Fragment } from '../merge';

/** SCORM units (/units) and their upload. */
export const units: Fragment = {
  en: {
    resources: {
      units: {
        name: 'Unit |||| Units',
        fields: {
          title: 'Title',
          version: 'SCORM version',
          activities: 'Activities',
          size: 'Size',
          createdAt: 'Created',
          updatedAt: 'Updated',
          filename: 'Folder',
        },
      },
      modules: { fields: { units: 'Units' } },
    },
    app: {
      units: {
        menu: 'Units',
        version_12: 'SCORM 1.2',
        version_2004: 'SCORM 2004',
        unit: 'Unit',
        units_helper: 'The order of the list is the order of the module',
        upload: {
          title: 'Upload a SCORM package',
          label: 'SCORM package (.zip)',
          help: 'A zip file with imsmanifest.xml at its root, SCORM 1.2 or 2004.',
          button: 'Upload',
          progress: 'Uploading: %{percent}%',
          checking: 'Checking and unpacking the package…',
          done: 'Unit "%{title}" added',
          failed: 'The upload failed',
          network: 'The upload was interrupted; check the connection and try again',
          report: {
            version: 'Version: %{version}',
            launch_pages: 'Launch page: %{pages} |||| Launch pages: %{pages}',
            complete: 'Every file named in the manifest is in the zip.',
            missing:
              '%{smart_count} file named in the manifest is missing from the zip: %{files} |||| %{smart_count} files named in the manifest are missing from the zip: %{files}',
            missing_first:
              '%{smart_count} file named in the manifest is missing from the zip; the first %{shown}: %{files} |||| %{smart_count} files named in the manifest are missing from the zip; the first %{shown}: %{files}',
            missing_hint:
              'The unit is added, but the pages that need these files may not display correctly.',
          },
        },
        activities_count: '%{smart_count} activity |||| %{smart_count} activities',
        show_activities: 'Show the activities of %{title}',
        preview: 'Preview',
        preview_of: 'Preview %{title}',
        delete_title: 'Delete the unit "%{title}"?',
        delete_content: 'Its package and unpacked files are removed. This cannot be undone.',
        deleted: 'Unit deleted',
        rename: 'Rename',
        in_use: 'This unit is used by a module; remove it from the module first',
        tracked: 'Learners have progress in this unit; it cannot be deleted',
        unknown_unit: 'Unknown unit',
        units_repeated: 'A unit appears only once in a module',
        too_many_units: 'A module has at most 200 units',
        no_file: 'Choose a zip file to upload',
        bad_zip: 'This file is not a readable zip archive',
        no_manifest: 'The package has no imsmanifest.xml at its root',
        bad_manifest: 'The imsmanifest.xml of the package cannot be read',
        unsupported_version:
          'Only SCORM 1.2 and SCORM 2004 packages are supported (found: %{version})',
        no_activity: 'The manifest names no activity with a launch page',
        unsafe_entry: 'The package holds a file that would leave its folder: %{name}',
        symlink: 'The package holds a link, which is not allowed: %{name}',
        too_many_files: 'The package holds more than %{max} files',
        unpacked_too_large: 'The package is larger than %{max} once unpacked',
        launch_outside: 'A launch page of the manifest is outside the package: %{href}',
        launch_missing: 'A launch page of the manifest is missing from the package: %{href}',
      },
    },
  },
  fr: {
    resources: {
      units: {
        name: 'Unité |||| Unités',
        fields: {
          title: 'Titre',
          version: 'Version SCORM',
          activities: 'Activités',
          size: 'Taille',
          createdAt: 'Créée le',
          updatedAt: 'Modifiée le',
          filename: 'Dossier',
        },
      },
      modules: { fields: { units: 'Unités' } },
    },
    app: {
      units: {
        menu: 'Unités',
        version_12: 'SCORM 1.2',
        version_2004: 'SCORM 2004',
        unit: 'Unité',
        units_helper: "L'ordre de la liste est celui du module",
        upload: {
          title: 'Téléverser un paquet SCORM',
          label: 'Paquet SCORM (.zip)',
          help: 'Un fichier zip avec imsmanifest.xml à la racine, SCORM 1.2 ou 2004.',
          button: 'Téléverser',
          progress: 'Téléversement : %{percent} %',
          checking: 'Vérification et décompression du paquet…',
          done: 'Unité « %{title} » ajoutée',
          failed: 'Le téléversement a échoué',
          network: 'Le téléversement a été interrompu ; vérifiez la connexion et réessayez',
          report: {
            version: 'Version : %{version}',
            launch_pages: 'Page de lancement : %{pages} |||| Pages de lancement : %{pages}',
            complete: 'Tous les fichiers nommés dans le manifeste sont dans le zip.',
            missing:
              '%{smart_count} fichier nommé dans le manifeste manque dans le zip : %{files} |||| %{smart_count} fichiers nommés dans le manifeste manquent dans le zip : %{files}',
            missing_first:
              '%{smart_count} fichier nommé dans le manifeste manque dans le zip ; les %{shown} premiers : %{files} |||| %{smart_count} fichiers nommés dans le manifeste manquent dans le zip ; les %{shown} premiers : %{files}',
            missing_hint:
              "L'unité est ajoutée, mais les pages qui ont besoin de ces fichiers risquent de mal s'afficher.",
          },
        },
        activities_count: '%{smart_count} activité |||| %{smart_count} activités',
        show_activities: 'Afficher les activités de %{title}',
        preview: 'Aperçu',
        preview_of: 'Aperçu de %{title}',
        delete_title: 'Supprimer l’unité « %{title} » ?',
        delete_content:
          'Son paquet et ses fichiers décompressés sont supprimés. Cette action est définitive.',
        deleted: 'Unité supprimée',
        rename: 'Renommer',
        in_use: "Cette unité est utilisée par un module ; retirez-la d'abord du module",
        tracked:
          'Des apprenants ont une progression dans cette unité ; elle ne peut pas être supprimée',
        unknown_unit: 'Unité inconnue',
        units_repeated: "Une unité n'apparaît qu'une fois dans un module",
        too_many_units: 'Un module a au plus 200 unités',
        no_file: 'Choisissez un fichier zip à téléverser',
        bad_zip: "Ce fichier n'est pas une archive zip lisible",
        no_manifest: "Le paquet n'a pas de imsmanifest.xml à sa racine",
        bad_manifest: 'Le imsmanifest.xml du paquet est illisible',
        unsupported_version:
          'Seuls les paquets SCORM 1.2 et SCORM 2004 sont pris en charge (trouvé : %{version})',
        no_activity: 'Le manifeste ne nomme aucune activité avec une page de lancement',
        unsafe_entry: 'Le paquet contient un fichier qui sortirait de son dossier : %{name}',
        symlink: "Le paquet contient un lien, ce qui n'est pas permis : %{name}",
        too_many_files: 'Le paquet contient plus de %{max} fichiers',
        unpacked_too_large: 'Le paquet dépasse %{max} une fois décompressé',
        launch_outside: 'Une page de lancement du manifeste est hors du paquet : %{href}',
        launch_missing: 'Une page de lancement du manifeste manque dans le paquet : %{href}',
      },
    },
  },
  de: {
    resources: {
      units: {
        name: 'Einheit |||| Einheiten',
        fields: {
          title: 'Titel',
          version: 'SCORM-Version',
          activities: 'Aktivitäten',
          size: 'Größe',
          createdAt: 'Erstellt',
          updatedAt: 'Geändert',
          filename: 'Ordner',
        },
      },
      modules: { fields: { units: 'Einheiten' } },
    },
    app: {
      units: {
        menu: 'Einheiten',
        version_12: 'SCORM 1.2',
        version_2004: 'SCORM 2004',
        unit: 'Einheit',
        units_helper: 'Die Reihenfolge der Liste ist die des Moduls',
        upload: {
          title: 'SCORM-Paket hochladen',
          label: 'SCORM-Paket (.zip)',
          help: 'Eine ZIP-Datei mit imsmanifest.xml im Stammverzeichnis, SCORM 1.2 oder 2004.',
          button: 'Hochladen',
          progress: 'Wird hochgeladen: %{percent} %',
          checking: 'Paket wird geprüft und entpackt…',
          done: 'Einheit „%{title}“ hinzugefügt',
          failed: 'Das Hochladen ist fehlgeschlagen',
          network:
            'Das Hochladen wurde unterbrochen; prüfen Sie die Verbindung und versuchen Sie es erneut',
          report: {
            version: 'Version: %{version}',
            launch_pages: 'Startseite: %{pages} |||| Startseiten: %{pages}',
            complete: 'Alle im Manifest genannten Dateien sind in der ZIP-Datei.',
            missing:
              '%{smart_count} im Manifest genannte Datei fehlt in der ZIP-Datei: %{files} |||| %{smart_count} im Manifest genannte Dateien fehlen in der ZIP-Datei: %{files}',
            missing_first:
              '%{smart_count} im Manifest genannte Datei fehlt in der ZIP-Datei; die ersten %{shown}: %{files} |||| %{smart_count} im Manifest genannte Dateien fehlen in der ZIP-Datei; die ersten %{shown}: %{files}',
            missing_hint:
              'Die Einheit ist hinzugefügt, aber Seiten, die diese Dateien brauchen, werden womöglich nicht richtig angezeigt.',
          },
        },
        activities_count: '%{smart_count} Aktivität |||| %{smart_count} Aktivitäten',
        show_activities: 'Aktivitäten von %{title} anzeigen',
        preview: 'Vorschau',
        preview_of: 'Vorschau von %{title}',
        delete_title: 'Einheit „%{title}“ löschen?',
        delete_content:
          'Ihr Paket und die entpackten Dateien werden entfernt. Das kann nicht rückgängig gemacht werden.',
        deleted: 'Einheit gelöscht',
        rename: 'Umbenennen',
        in_use:
          'Diese Einheit wird von einem Modul verwendet; entfernen Sie sie zuerst aus dem Modul',
        tracked: 'Lernende haben Fortschritt in dieser Einheit; sie kann nicht gelöscht werden',
        unknown_unit: 'Unbekannte Einheit',
        units_repeated: 'Eine Einheit kommt in einem Modul nur einmal vor',
        too_many_units: 'Ein Modul hat höchstens 200 Einheiten',
        no_file: 'Wählen Sie eine ZIP-Datei zum Hochladen',
        bad_zip: 'Diese Datei ist kein lesbares ZIP-Archiv',
        no_manifest: 'Das Paket hat keine imsmanifest.xml im Stammverzeichnis',
        bad_manifest: 'Die imsmanifest.xml des Pakets ist nicht lesbar',
        unsupported_version:
          'Nur Pakete in SCORM 1.2 und SCORM 2004 werden unterstützt (gefunden: %{version})',
        no_activity: 'Das Manifest nennt keine Aktivität mit einer Startseite',
        unsafe_entry: 'Das Paket enthält eine Datei, die seinen Ordner verlassen würde: %{name}',
        symlink: 'Das Paket enthält einen Link, was nicht erlaubt ist: %{name}',
        too_many_files: 'Das Paket enthält mehr als %{max} Dateien',
        unpacked_too_large: 'Das Paket ist entpackt größer als %{max}',
        launch_outside: 'Eine Startseite des Manifests liegt außerhalb des Pakets: %{href}',
        launch_missing: 'Eine Startseite des Manifests fehlt im Paket: %{href}',
      },
    },
  },
};
