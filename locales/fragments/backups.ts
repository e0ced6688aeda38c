import type { Fragment } from '../merge';

/** Backups of the embedded database (/backups, docs/backups.md): the page and its API's errors. */
export const backups: Fragment = {
  en: {
    app: {
      errors: {
        backup_running: 'A backup is already running.',
        backup_postgres:
          'The database is PostgreSQL: back it up with pg_dump (see docs/backups.md).',
        backup_memory: 'This server’s database lives in memory: there is nothing to back up.',
      },
      backups: {
        title: 'Backups',
        menu: 'Backups',
        back_up_now: 'Back up now',
        started: 'Backup started.',
        done: 'Backup made.',
        failed: 'The last backup failed: %{message}',
        running_database: 'Copying the database…',
        running_files: 'Copying the files: %{done} of %{total}…',
        folder: 'Folder: %{folder}',
        schedule:
          'A backup is made every night at %{hour}:00 (next: %{next}); the last %{keep} nightly backups are kept. Backups made by hand are kept until removed.',
        no_schedule:
          'No nightly backup (BACKUP_KEEP is 0). Backups made by hand are kept until removed.',
        postgres:
          'The database is PostgreSQL: its backups are made with pg_dump and the file bucket is kept by its provider, as docs/backups.md tells. Nothing to do on this page.',
        s3_files:
          'The files live in the S3 bucket: they are not in these backups, the bucket is yours to keep.',
        empty: 'No backup yet.',
        caption: 'Backups kept, newest first',
        columns: {
          date: 'Date',
          origin: 'Made by',
          database: 'Database',
          files: 'Files',
          secret: 'Signing secret',
          duration: 'Duration',
        },
        origins: { nightly: 'Nightly job', manual: 'By hand' },
        files_count: '%{count} files, %{size}',
        files_s3: 'In the bucket',
        yes: 'Included',
        no: 'Not included',
      },
    },
  },
  fr: {
    app: {
      errors: {
        backup_running: 'Une sauvegarde est déjà en cours.',
        backup_postgres:
          'La base est PostgreSQL : sauvegardez-la avec pg_dump (voir docs/backups.md).',
        backup_memory: 'La base de ce serveur est en mémoire : il n’y a rien à sauvegarder.',
      },
      backups: {
        title: 'Sauvegardes',
        menu: 'Sauvegardes',
        back_up_now: 'Sauvegarder maintenant',
        started: 'Sauvegarde lancée.',
        done: 'Sauvegarde faite.',
        failed: 'La dernière sauvegarde a échoué : %{message}',
        running_database: 'Copie de la base de données…',
        running_files: 'Copie des fichiers : %{done} sur %{total}…',
        folder: 'Dossier : %{folder}',
        schedule:
          'Une sauvegarde est faite chaque nuit à %{hour} h (prochaine : %{next}) ; les %{keep} dernières sauvegardes de nuit sont gardées. Les sauvegardes faites à la main sont gardées jusqu’à ce qu’on les supprime.',
        no_schedule:
          'Pas de sauvegarde de nuit (BACKUP_KEEP vaut 0). Les sauvegardes faites à la main sont gardées jusqu’à ce qu’on les supprime.',
        postgres:
          'La base est PostgreSQL : ses sauvegardes se font avec pg_dump et le bucket des fichiers est gardé par son fournisseur, comme le dit docs/backups.md. Rien à faire sur cette page.',
        s3_files:
          'Les fichiers sont dans le bucket S3 : ils ne sont pas dans ces sauvegardes, le bucket est à garder par vous.',
        empty: 'Aucune sauvegarde pour l’instant.',
        caption: 'Sauvegardes gardées, la plus récente d’abord',
        columns: {
          date: 'Date',
          origin: 'Faite par',
          database: 'Base de données',
          files: 'Fichiers',
          secret: 'Secret de signature',
          duration: 'Durée',
        },
        origins: { nightly: 'Tâche de nuit', manual: 'À la main' },
        files_count: '%{count} fichiers, %{size}',
        files_s3: 'Dans le bucket',
        yes: 'Inclus',
        no: 'Non inclus',
      },
    },
  },
  de: {
    app: {
      errors: {
        backup_running: 'Eine Sicherung läuft bereits.',
        backup_postgres:
          'Die Datenbank ist PostgreSQL: Sichern Sie sie mit pg_dump (siehe docs/backups.md).',
        backup_memory:
          'Die Datenbank dieses Servers liegt im Arbeitsspeicher: Es gibt nichts zu sichern.',
      },
      backups: {
        title: 'Sicherungen',
        menu: 'Sicherungen',
        back_up_now: 'Jetzt sichern',
        started: 'Sicherung gestartet.',
        done: 'Sicherung erstellt.',
        failed: 'Die letzte Sicherung ist fehlgeschlagen: %{message}',
        running_database: 'Die Datenbank wird kopiert…',
        running_files: 'Die Dateien werden kopiert: %{done} von %{total}…',
        folder: 'Ordner: %{folder}',
        schedule:
          'Jede Nacht um %{hour}:00 Uhr wird eine Sicherung erstellt (nächste: %{next}); die letzten %{keep} nächtlichen Sicherungen werden behalten. Von Hand erstellte Sicherungen bleiben, bis sie gelöscht werden.',
        no_schedule:
          'Keine nächtliche Sicherung (BACKUP_KEEP ist 0). Von Hand erstellte Sicherungen bleiben, bis sie gelöscht werden.',
        postgres:
          'Die Datenbank ist PostgreSQL: Sie wird mit pg_dump gesichert, den Datei-Bucket hält sein Anbieter, wie docs/backups.md beschreibt. Auf dieser Seite ist nichts zu tun.',
        s3_files:
          'Die Dateien liegen im S3-Bucket: Sie sind nicht in diesen Sicherungen, den Bucket sichern Sie selbst.',
        empty: 'Noch keine Sicherung.',
        caption: 'Behaltene Sicherungen, die neueste zuerst',
        columns: {
          date: 'Datum',
          origin: 'Erstellt von',
          database: 'Datenbank',
          files: 'Dateien',
          secret: 'Signaturschlüssel',
          duration: 'Dauer',
        },
        origins: { nightly: 'Nächtlicher Auftrag', manual: 'Von Hand' },
        files_count: '%{count} Dateien, %{size}',
        files_s3: 'Im Bucket',
        yes: 'Enthalten',
        no: 'Nicht enthalten',
      },
    },
  },
};
