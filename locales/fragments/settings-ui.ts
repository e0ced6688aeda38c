import type { Fragment } from '../merge';

/** The provider's settings page (/settings, Super Administrators): one card a section. */
export const settingsUi: Fragment = {
  en: {
    app: {
      settings_ui: {
        title: 'Settings',
        menu: 'Settings',
        between: 'A whole number from %{min} to %{max}',
        tenths: 'A number with one decimal at most',
        quality: {
          title: 'Quality figures and surveys',
          intro:
            'The thresholds the quality indicators and the published results count with, and when the surveys go after their group’s end day.',
          never_saved: 'Never saved: the defaults apply.',
          cold_after_hot: 'The survey some time after goes after the one at the end',
          fields: {
            complaintAnswerDays: 'Complaint answer delay (days)',
            completionPercent: 'Completion threshold (%)',
            examPassScore: 'Exam pass mark (out of 10)',
            learnerEndDays: 'End-of-training survey (days after)',
            learnerAfterDays: 'Later survey (days after)',
          },
          help: {
            complaintAnswerDays: 'A complaint answered within these days is answered in time.',
            completionPercent:
              'A learner has completed the training once the hours done reach this share of those planned.',
            examPassScore: 'An exam result at or above this mark passes.',
            learnerEndDays:
              '0: on the group’s end day itself, from 16:00. The client’s and the trainers’ surveys go the same day.',
            learnerAfterDays: 'Days after the group’s end day: did the training serve at work?',
          },
        },
        saved: 'Settings saved',
        load_error: 'The settings could not be loaded.',
        images: {
          title: 'Logo and signature',
          intro:
            'The documents carry your logo at the top of their first page, and the signature image above the signer’s name where you sign. A PNG or JPEG image of 1 MB at most.',
          logo: 'Logo',
          signature: 'Signature image',
          none: 'None yet.',
          details: '%{width} × %{height} px, %{size}, uploaded on %{date}',
          upload: 'Upload',
          replace: 'Replace',
          remove: 'Remove',
          remove_title: 'Remove the %{image}?',
          remove_content: 'The documents will be made without it.',
          saved: 'Image saved',
          removed: 'Image removed',
          not_image: 'This file is not a PNG or JPEG image.',
          too_many_pixels: 'This image is larger than %{max} pixels on a side.',
          file_required: 'Choose a PNG or JPEG image.',
        },
        never_saved: 'Never saved: the default thresholds apply.',
        identity: {
          title: 'The organisation’s identity',
          intro:
            'What every document the organisation issues carries: agreements, convocations, attestations, certificates. A document that needs a field left empty names it and is not produced.',
          never_saved: 'Never saved: nothing given yet.',
          complete: 'Documents have every field they need.',
          missing: 'Documents still lack: %{fields}.',
          invalid_siret: 'Not a SIRET: 14 digits whose key is right',
          invalid_activity_number: 'The activity declaration number has 11 digits',
          invalid_vat: 'Not a VAT number (two letters, then 2 to 13 characters)',
          parts: {
            organisation: 'Organisation',
            declaration: 'Declaration, certification and VAT',
            signer: 'Who signs',
            accessibility: 'Accessibility contact',
            texts: 'Default texts',
          },
          fields: {
            legalName: 'Legal name',
            street: 'Street',
            postcode: 'Postcode',
            city: 'City',
            country: 'Country',
            siret: 'SIRET',
            activityNumber: 'Activity declaration number',
            activityRegion: 'Region of the declaration',
            qualiopiNumber: 'Qualiopi certificate number',
            qualiopiCategories: 'Categories certified',
            vatStatus: 'VAT',
            vatNumber: 'VAT number',
            signerName: 'Name of the signer',
            signerTitle: 'Position of the signer',
            accessibilityName: 'Name',
            accessibilityEmail: 'E-mail',
            accessibilityPhone: 'Phone',
            terms: 'General terms',
            internalRules: 'Internal rules',
          },
          help: {
            siret: '14 digits; spaces are left out.',
            activityNumber: 'The numéro de déclaration d’activité: 11 digits.',
            accessibility:
              'The person learners with a disability contact, named on convocations: an e-mail or a phone.',
          },
          categories: {
            training: 'Training actions',
            skills_assessment: 'Skills assessments',
            vae: 'Validation of prior experience (VAE)',
            apprenticeship: 'Apprenticeship training',
          },
          vat: {
            charged: 'Charged',
            exempt: 'Exempt (vocational training, CGI art. 261-4-4° a)',
          },
          needs: {
            legalName: 'legal name',
            address: 'address',
            siret: 'SIRET',
            activityNumber: 'activity declaration number',
            activityRegion: 'region of the declaration',
            qualiopi: 'Qualiopi certificate',
            vat: 'VAT number',
            signer: 'signer',
            accessibility: 'accessibility contact',
            terms: 'general terms',
            internalRules: 'internal rules',
          },
        },
        at_risk: {
          title: 'Learners at risk',
          intro:
            'The rules that flag a learner at risk of dropping out. A rule switched off raises no new flag; the open ones stay until closed.',
          rules: {
            absences: 'Unjustified absences',
            inactivity: 'E-learning inactivity',
            behind: 'Behind plan',
          },
          help: {
            absences:
              'Flagged with this many unjustified half-days or more within the last days given.',
            inactivity:
              'Flagged after this many days without e-learning while the e-learning hours planned are not reached.',
            behind:
              'Flagged when the hours done are below this share of the hours due by now, from the group’s dates.',
          },
          fields: {
            absences: { halfDays: 'Half-days', days: 'Within the last (days)' },
            inactivity: { days: 'Days without e-learning' },
            behind: { percent: 'Share of the hours due (%)' },
          },
        },
      },
    },
  },
  fr: {
    app: {
      settings_ui: {
        title: 'Paramètres',
        menu: 'Paramètres',
        between: 'Un nombre entier de %{min} à %{max}',
        tenths: 'Un nombre avec une décimale au plus',
        quality: {
          title: 'Indicateurs qualité et enquêtes',
          intro:
            'Les seuils avec lesquels les indicateurs qualité et les résultats publiés sont calculés, et quand partent les enquêtes après le dernier jour de leur groupe.',
          never_saved: 'Jamais enregistrés : les valeurs par défaut s’appliquent.',
          cold_after_hot: 'L’enquête à froid part après celle de fin de formation',
          fields: {
            complaintAnswerDays: 'Délai des réclamations (jours)',
            completionPercent: 'Seuil d’achèvement (%)',
            examPassScore: 'Note de réussite (sur 10)',
            learnerEndDays: 'Enquête de fin (jours après)',
            learnerAfterDays: 'Enquête à froid (jours après)',
          },
          help: {
            complaintAnswerDays: 'Une réclamation traitée dans ce délai l’est à temps.',
            completionPercent:
              'Un apprenant a achevé sa formation quand ses heures réalisées atteignent cette part des heures prévues.',
            examPassScore: 'Un résultat d’examen égal ou supérieur à cette note réussit.',
            learnerEndDays:
              '0 : le dernier jour du groupe même, à partir de 16 h. Les enquêtes du client et des formateurs partent le même jour.',
            learnerAfterDays:
              'Jours après le dernier jour du groupe : la formation a-t-elle servi au travail ?',
          },
        },
        saved: 'Paramètres enregistrés',
        load_error: 'Les paramètres n’ont pas pu être chargés.',
        images: {
          title: 'Logo et signature',
          intro:
            'Les documents portent votre logo en haut de leur première page, et l’image de la signature au-dessus du nom du signataire, là où vous signez. Une image PNG ou JPEG de 1 Mo au plus.',
          logo: 'Logo',
          signature: 'Image de la signature',
          none: 'Aucune pour l’instant.',
          details: '%{width} × %{height} px, %{size}, déposée le %{date}',
          upload: 'Déposer',
          replace: 'Remplacer',
          remove: 'Retirer',
          remove_title: 'Retirer : %{image} ?',
          remove_content: 'Les documents seront faits sans elle.',
          saved: 'Image enregistrée',
          removed: 'Image retirée',
          not_image: 'Ce fichier n’est pas une image PNG ou JPEG.',
          too_many_pixels: 'Cette image dépasse %{max} pixels de côté.',
          file_required: 'Choisissez une image PNG ou JPEG.',
        },
        never_saved: 'Jamais enregistrés : les seuils par défaut s’appliquent.',
        identity: {
          title: 'Identité de l’organisme',
          intro:
            'Ce que porte chaque document émis par l’organisme : conventions, convocations, attestations, certificats. Un document qui a besoin d’un champ laissé vide le nomme et n’est pas produit.',
          never_saved: 'Jamais enregistrée : rien n’est encore renseigné.',
          complete: 'Les documents ont tous les champs dont ils ont besoin.',
          missing: 'Il manque encore aux documents : %{fields}.',
          invalid_siret: 'SIRET invalide : 14 chiffres dont la clé est juste',
          invalid_activity_number: 'Le numéro de déclaration d’activité a 11 chiffres',
          invalid_vat: 'Numéro de TVA invalide (deux lettres, puis 2 à 13 caractères)',
          parts: {
            organisation: 'Organisme',
            declaration: 'Déclaration, certification et TVA',
            signer: 'Signataire',
            accessibility: 'Référent handicap',
            texts: 'Textes par défaut',
          },
          fields: {
            legalName: 'Raison sociale',
            street: 'Adresse',
            postcode: 'Code postal',
            city: 'Ville',
            country: 'Pays',
            siret: 'SIRET',
            activityNumber: 'Numéro de déclaration d’activité',
            activityRegion: 'Région de la déclaration',
            qualiopiNumber: 'Numéro du certificat Qualiopi',
            qualiopiCategories: 'Catégories certifiées',
            vatStatus: 'TVA',
            vatNumber: 'Numéro de TVA',
            signerName: 'Nom du signataire',
            signerTitle: 'Fonction du signataire',
            accessibilityName: 'Nom',
            accessibilityEmail: 'E-mail',
            accessibilityPhone: 'Téléphone',
            terms: 'Conditions générales',
            internalRules: 'Règlement intérieur',
          },
          help: {
            siret: '14 chiffres ; les espaces sont ignorés.',
            activityNumber: 'Le numéro de déclaration d’activité : 11 chiffres.',
            accessibility:
              'La personne que contactent les apprenants en situation de handicap, nommée sur les convocations : un e-mail ou un téléphone.',
          },
          categories: {
            training: 'Actions de formation',
            skills_assessment: 'Bilans de compétences',
            vae: 'Validation des acquis de l’expérience (VAE)',
            apprenticeship: 'Actions de formation par apprentissage',
          },
          vat: {
            charged: 'Assujetti',
            exempt: 'Exonéré (formation professionnelle, art. 261-4-4° a du CGI)',
          },
          needs: {
            legalName: 'raison sociale',
            address: 'adresse',
            siret: 'SIRET',
            activityNumber: 'numéro de déclaration d’activité',
            activityRegion: 'région de la déclaration',
            qualiopi: 'certificat Qualiopi',
            vat: 'numéro de TVA',
            signer: 'signataire',
            accessibility: 'référent handicap',
            terms: 'conditions générales',
            internalRules: 'règlement intérieur',
          },
        },
        at_risk: {
          title: 'Apprenants à risque',
          intro:
            'Les règles qui signalent un apprenant à risque de décrochage. Une règle désactivée ne lève plus de signalement ; ceux qui sont ouverts le restent jusqu’à leur clôture.',
          rules: {
            absences: 'Absences injustifiées',
            inactivity: 'Inactivité en e-learning',
            behind: 'Retard sur le plan',
          },
          help: {
            absences:
              'Signalé à partir de ce nombre de demi-journées injustifiées sur les derniers jours indiqués.',
            inactivity:
              'Signalé après ce nombre de jours sans e-learning tant que les heures d’e-learning prévues ne sont pas atteintes.',
            behind:
              'Signalé quand les heures faites sont sous cette part des heures attendues à ce jour, selon les dates du groupe.',
          },
          fields: {
            absences: { halfDays: 'Demi-journées', days: 'Sur les derniers (jours)' },
            inactivity: { days: 'Jours sans e-learning' },
            behind: { percent: 'Part des heures attendues (%)' },
          },
        },
      },
    },
  },
  de: {
    app: {
      settings_ui: {
        title: 'Einstellungen',
        menu: 'Einstellungen',
        between: 'Eine ganze Zahl von %{min} bis %{max}',
        tenths: 'Eine Zahl mit höchstens einer Nachkommastelle',
        quality: {
          title: 'Qualitätskennzahlen und Umfragen',
          intro:
            'Die Schwellen, mit denen die Qualitätskennzahlen und die veröffentlichten Ergebnisse rechnen, und wann die Umfragen nach dem letzten Tag ihrer Gruppe verschickt werden.',
          never_saved: 'Nie gespeichert: Die Standardwerte gelten.',
          cold_after_hot: 'Die spätere Umfrage geht nach der am Ende',
          fields: {
            complaintAnswerDays: 'Beschwerdefrist (Tage)',
            completionPercent: 'Abschlussschwelle (%)',
            examPassScore: 'Bestehensgrenze (von 10)',
            learnerEndDays: 'Umfrage am Ende (Tage danach)',
            learnerAfterDays: 'Spätere Umfrage (Tage danach)',
          },
          help: {
            complaintAnswerDays:
              'Eine in dieser Frist beantwortete Beschwerde gilt als fristgerecht.',
            completionPercent:
              'Eine Schulung gilt als abgeschlossen, wenn die geleisteten Stunden diesen Anteil der geplanten erreichen.',
            examPassScore: 'Ein Prüfungsergebnis ab dieser Note besteht.',
            learnerEndDays:
              '0: am letzten Tag der Gruppe selbst, ab 16 Uhr. Die Umfragen an Kunde und Lehrkräfte gehen am selben Tag.',
            learnerAfterDays:
              'Tage nach dem letzten Tag der Gruppe: Hat die Schulung bei der Arbeit geholfen?',
          },
        },
        saved: 'Einstellungen gespeichert',
        load_error: 'Die Einstellungen konnten nicht geladen werden.',
        images: {
          title: 'Logo und Unterschrift',
          intro:
            'Die Dokumente tragen Ihr Logo oben auf der ersten Seite und das Bild der Unterschrift über dem Namen der unterzeichnenden Person, wo Sie unterschreiben. Ein PNG- oder JPEG-Bild von höchstens 1 MB.',
          logo: 'Logo',
          signature: 'Bild der Unterschrift',
          none: 'Noch keines.',
          details: '%{width} × %{height} px, %{size}, hochgeladen am %{date}',
          upload: 'Hochladen',
          replace: 'Ersetzen',
          remove: 'Entfernen',
          remove_title: '%{image} entfernen?',
          remove_content: 'Die Dokumente werden ohne es erstellt.',
          saved: 'Bild gespeichert',
          removed: 'Bild entfernt',
          not_image: 'Diese Datei ist kein PNG- oder JPEG-Bild.',
          too_many_pixels: 'Dieses Bild ist größer als %{max} Pixel pro Seite.',
          file_required: 'Wählen Sie ein PNG- oder JPEG-Bild.',
        },
        never_saved: 'Noch nie gespeichert: Es gelten die Standardschwellen.',
        identity: {
          title: 'Angaben zur Einrichtung',
          intro:
            'Was jedes Dokument der Einrichtung trägt: Vereinbarungen, Einladungen, Bescheinigungen, Zertifikate. Ein Dokument, das ein leeres Feld braucht, nennt es und wird nicht erstellt.',
          never_saved: 'Noch nie gespeichert: Noch nichts angegeben.',
          complete: 'Die Dokumente haben alle Felder, die sie brauchen.',
          missing: 'Den Dokumenten fehlt noch: %{fields}.',
          invalid_siret: 'Keine SIRET: 14 Ziffern mit richtiger Prüfziffer',
          invalid_activity_number: 'Die Nummer der Tätigkeitserklärung hat 11 Ziffern',
          invalid_vat: 'Keine USt-IdNr. (zwei Buchstaben, dann 2 bis 13 Zeichen)',
          parts: {
            organisation: 'Einrichtung',
            declaration: 'Erklärung, Zertifizierung und Umsatzsteuer',
            signer: 'Unterzeichnende Person',
            accessibility: 'Ansprechperson für Barrierefreiheit',
            texts: 'Standardtexte',
          },
          fields: {
            legalName: 'Firmenname',
            street: 'Straße',
            postcode: 'Postleitzahl',
            city: 'Ort',
            country: 'Land',
            siret: 'SIRET',
            activityNumber: 'Nummer der Tätigkeitserklärung',
            activityRegion: 'Region der Erklärung',
            qualiopiNumber: 'Nummer des Qualiopi-Zertifikats',
            qualiopiCategories: 'Zertifizierte Kategorien',
            vatStatus: 'Umsatzsteuer',
            vatNumber: 'USt-IdNr.',
            signerName: 'Name der unterzeichnenden Person',
            signerTitle: 'Funktion der unterzeichnenden Person',
            accessibilityName: 'Name',
            accessibilityEmail: 'E-Mail',
            accessibilityPhone: 'Telefon',
            terms: 'Allgemeine Geschäftsbedingungen',
            internalRules: 'Hausordnung',
          },
          help: {
            siret: '14 Ziffern; Leerzeichen werden ignoriert.',
            activityNumber: 'Die numéro de déclaration d’activité: 11 Ziffern.',
            accessibility:
              'Die Person, an die sich Lernende mit Behinderung wenden, in den Einladungen genannt: eine E-Mail oder ein Telefon.',
          },
          categories: {
            training: 'Weiterbildungsmaßnahmen',
            skills_assessment: 'Kompetenzbilanzen',
            vae: 'Anerkennung von Berufserfahrung (VAE)',
            apprenticeship: 'Ausbildung im Rahmen der Lehre',
          },
          vat: {
            charged: 'Steuerpflichtig',
            exempt: 'Befreit (berufliche Bildung, Art. 261-4-4° a CGI)',
          },
          needs: {
            legalName: 'Firmenname',
            address: 'Adresse',
            siret: 'SIRET',
            activityNumber: 'Nummer der Tätigkeitserklärung',
            activityRegion: 'Region der Erklärung',
            qualiopi: 'Qualiopi-Zertifikat',
            vat: 'USt-IdNr.',
            signer: 'unterzeichnende Person',
            accessibility: 'Ansprechperson für Barrierefreiheit',
            terms: 'Allgemeine Geschäftsbedingungen',
            internalRules: 'Hausordnung',
          },
        },
        at_risk: {
          title: 'Abbruchgefährdete Lernende',
          intro:
            'Die Regeln, nach denen Lernende als abbruchgefährdet gemeldet werden. Eine ausgeschaltete Regel erstellt keine neue Meldung; offene Meldungen bleiben, bis sie geschlossen werden.',
          rules: {
            absences: 'Unentschuldigte Fehlzeiten',
            inactivity: 'Keine E-Learning-Aktivität',
            behind: 'Im Rückstand',
          },
          help: {
            absences:
              'Gemeldet ab dieser Zahl unentschuldigter Halbtage in den angegebenen letzten Tagen.',
            inactivity:
              'Gemeldet nach so vielen Tagen ohne E-Learning, solange die geplanten E-Learning-Stunden nicht erreicht sind.',
            behind:
              'Gemeldet, wenn die erledigten Stunden unter diesem Anteil der bis heute fälligen Stunden liegen (nach den Daten der Gruppe).',
          },
          fields: {
            absences: { halfDays: 'Halbtage', days: 'In den letzten (Tagen)' },
            inactivity: { days: 'Tage ohne E-Learning' },
            behind: { percent: 'Anteil der fälligen Stunden (%)' },
          },
        },
      },
    },
  },
};
