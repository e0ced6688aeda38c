import type { Fragment } from '../merge';

/** Access codes' and public tests' API messages (/code, its xlsx list and PDF cards, /test/{code}, /attempt/{id}). */
export const accessCodesApi: Fragment = {
  en: {
    app: {
      codes: {
        window: 'The code must open before it closes',
        max_uses_below: 'The code has already been used more times than that',
        group_company: 'The group must be one of the code’s client',
        unknown_pool: 'This question pool does not exist',
        unknown_company: 'This client does not exist',
      },
      qpools: { in_use: 'Access codes open this pool: delete them first' },
      codes_export: {
        columns: {
          code: 'Code',
          pool: 'Question pool',
          company: 'Client',
          group: 'Group',
          validFromAt: 'Valid from',
          validUntilAt: 'Valid until',
          uses: 'Uses',
          maxUses: 'Uses allowed',
        },
        sheets: { codes: 'Access codes' },
        files: { codes: 'access-codes' },
      },
      codes_cards: {
        title: 'Access code cards',
        heading: 'Placement test',
        valid: 'Valid from %{from} to %{until}',
        instruction: 'Open the link or scan the code, then enter your name and e-mail.',
        none: 'No access code matches this filter.',
        file: 'access-code-cards',
      },
      test_api: {
        code_unknown: 'This code opens no test. Check it on your card, letter by letter.',
        code_not_yet: 'This test is not open yet. Come back on the date you were given.',
        code_expired: 'This code has expired. Ask your trainer or your contact for a new one.',
        code_used_up: 'This code has been used as many times as it allows. Ask for a new one.',
        no_client:
          'This test cannot be taken yet: your trainer has to link you to your company first.',
        attempt_unknown: 'This test cannot be found on this device.',
        attempt_finished: 'This test has been handed in: its answers can no longer change.',
        answer_invalid: 'This answer does not fit the question.',
        time_up: 'The time for this test is over: the answers saved so far are handed in.',
      },
    },
  },
  fr: {
    app: {
      codes: {
        window: 'Le code doit ouvrir avant de fermer',
        max_uses_below: 'Le code a déjà servi plus de fois que cela',
        group_company: 'Le groupe doit appartenir au client du code',
        unknown_pool: "Cette banque de questions n'existe pas",
        unknown_company: "Ce client n'existe pas",
      },
      qpools: { in_use: "Des codes d'accès ouvrent cette banque : supprimez-les d'abord" },
      codes_export: {
        columns: {
          code: 'Code',
          pool: 'Banque de questions',
          company: 'Client',
          group: 'Groupe',
          validFromAt: 'Valable du',
          validUntilAt: "Valable jusqu'au",
          uses: 'Utilisations',
          maxUses: 'Utilisations permises',
        },
        sheets: { codes: "Codes d'accès" },
        files: { codes: 'codes-acces' },
      },
      codes_cards: {
        title: "Cartes des codes d'accès",
        heading: 'Test de positionnement',
        valid: 'Valable du %{from} au %{until}',
        instruction: 'Ouvrez le lien ou scannez le code, puis saisissez votre nom et votre e-mail.',
        none: "Aucun code d'accès ne correspond à ce filtre.",
        file: 'cartes-codes-acces',
      },
      test_api: {
        code_unknown:
          "Ce code n'ouvre aucun test. Vérifiez-le sur votre carte, caractère par caractère.",
        code_not_yet: "Ce test n'est pas encore ouvert. Revenez à la date indiquée.",
        code_expired:
          'Ce code a expiré. Demandez-en un nouveau à votre formateur ou à votre contact.',
        code_used_up: 'Ce code a servi autant de fois qu’il le permet. Demandez-en un nouveau.',
        no_client:
          'Ce test ne peut pas encore être passé : votre formateur doit d’abord vous rattacher à votre entreprise.',
        attempt_unknown: 'Ce test est introuvable sur cet appareil.',
        attempt_finished: 'Ce test a été remis : ses réponses ne peuvent plus changer.',
        answer_invalid: 'Cette réponse ne correspond pas à la question.',
        time_up:
          'Le temps de ce test est écoulé : les réponses enregistrées jusqu’ici sont remises.',
      },
    },
  },
  de: {
    app: {
      codes: {
        window: 'Der Code muss sich öffnen, bevor er abläuft',
        max_uses_below: 'Der Code wurde bereits öfter verwendet',
        group_company: 'Die Gruppe muss zum Kunden des Codes gehören',
        unknown_pool: 'Dieser Fragenpool existiert nicht',
        unknown_company: 'Dieser Kunde existiert nicht',
      },
      qpools: { in_use: 'Zugangscodes öffnen diesen Pool: Löschen Sie sie zuerst' },
      codes_export: {
        columns: {
          code: 'Code',
          pool: 'Fragenpool',
          company: 'Kunde',
          group: 'Gruppe',
          validFromAt: 'Gültig ab',
          validUntilAt: 'Gültig bis',
          uses: 'Nutzungen',
          maxUses: 'Erlaubte Nutzungen',
        },
        sheets: { codes: 'Zugangscodes' },
        files: { codes: 'zugangscodes' },
      },
      codes_cards: {
        title: 'Zugangscode-Karten',
        heading: 'Einstufungstest',
        valid: 'Gültig vom %{from} bis %{until}',
        instruction:
          'Öffnen Sie den Link oder scannen Sie den Code, dann geben Sie Namen und E-Mail ein.',
        none: 'Kein Zugangscode entspricht diesem Filter.',
        file: 'zugangscode-karten',
      },
      test_api: {
        code_unknown:
          'Dieser Code öffnet keinen Test. Prüfen Sie ihn Zeichen für Zeichen auf Ihrer Karte.',
        code_not_yet: 'Dieser Test ist noch nicht geöffnet. Kommen Sie zum genannten Datum wieder.',
        code_expired:
          'Dieser Code ist abgelaufen. Bitten Sie Ihre Lehrkraft oder Ihre Ansprechperson um einen neuen.',
        no_client:
          'Dieser Test kann noch nicht gemacht werden: Ihr Trainer muss Sie zuerst Ihrem Unternehmen zuordnen.',
        code_used_up:
          'Dieser Code wurde so oft verwendet, wie er erlaubt. Bitten Sie um einen neuen.',
        attempt_unknown: 'Dieser Test ist auf diesem Gerät nicht zu finden.',
        attempt_finished:
          'Dieser Test wurde abgegeben: Die Antworten können nicht mehr geändert werden.',
        answer_invalid: 'Diese Antwort passt nicht zur Frage.',
        time_up:
          'Die Zeit für diesen Test ist abgelaufen: Die bisher gespeicherten Antworten werden abgegeben.',
      },
    },
  },
};
