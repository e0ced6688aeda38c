import type { Fragment } from '../merge';

/** The provider's settings page (/settings, Super Administrators): one card a section. */
export const settingsUi: Fragment = {
  en: {
    app: {
      settings_ui: {
        title: 'Settings',
        menu: 'Settings',
        between: 'A whole number from %{min} to %{max}',
        saved: 'Settings saved',
        load_error: 'The settings could not be loaded.',
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
        saved: 'Paramètres enregistrés',
        load_error: 'Les paramètres n’ont pas pu être chargés.',
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
        saved: 'Einstellungen gespeichert',
        load_error: 'Die Einstellungen konnten nicht geladen werden.',
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
