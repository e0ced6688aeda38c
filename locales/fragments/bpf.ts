import type { Fragment } from '../merge';

/**
 * The Bilan pédagogique et financier (/bpf): its page, xlsx and missing data. The cerfa's own line
 * labels are not here: they are French in every language (domain/entities/bpf.ts).
 */
export const bpf: Fragment = {
  en: {
    app: {
      bpf: {
        menu: 'Annual report (BPF)',
        title: 'Bilan pédagogique et financier',
        intro:
          'The figures of cerfa 10443 that the product can count, from the funding plans, the half-days held and the trainers’ records, with the cerfa’s own line labels. Complete what is missing below, then type the figures into the online form before 30 April.',
        year: 'Year',
        start_month: 'Year starts in',
        period: 'From %{from} to %{to}',
        download: 'Download (xlsx)',
        loading: 'Counting the year',
        file: 'bpf',
        amount_unknown: 'Unknown',
        frames: {
          C: 'C. Revenue by source',
          E: 'E. Trainers',
          'F-1': 'F-1. Learners by status',
          'F-3': 'F-3. Learners by objective',
          'F-4': 'F-4. Learners by subject area (NSF)',
        },
        columns: {
          frame: 'Frame',
          code: 'Line',
          label: 'Label of the cerfa',
          count: 'Learners',
          trainers: 'Trainers',
          hours: 'Hours',
          euros: 'Amount (€)',
          kind: 'What',
          name: 'Name',
          reason: 'Missing',
          learners: 'Learners left out',
        },
        sheets: { lines: 'BPF', missing: 'Missing data' },
        kinds: { group: 'Group', learner: 'Learner', trainer: 'Trainer' },
        reasons: {
          no_funder: 'No funder in the funding plan',
          hours_not_signed: 'Half-days held without attendance',
          no_objective: 'No objective in the funding plan',
          no_subject_area: 'No subject area (NSF) in the funding plan',
          no_status: 'No status in the funding plan',
          trainer_kind_unknown: 'Own staff or outside not given',
        },
        missing: {
          title: 'What is missing',
          none: 'Nothing is missing: every line of the year is counted.',
          summary:
            '%{count} gaps keep figures out: %{euros} of revenue (and %{unknown} groups whose amount is unknown), %{learners} learners and %{hours} hours of F-1.',
        },
      },
    },
  },
  fr: {
    app: {
      bpf: {
        menu: 'Bilan pédagogique et financier',
        title: 'Bilan pédagogique et financier',
        intro:
          'Les chiffres du cerfa 10443 que l’outil sait compter, à partir des plans de financement, des demi-journées tenues et des fiches des formateurs, avec les libellés du cerfa. Complétez ce qui manque ci-dessous, puis reportez les chiffres dans le formulaire en ligne avant le 30 avril.',
        year: 'Année',
        start_month: 'L’exercice commence en',
        period: 'Du %{from} au %{to}',
        download: 'Télécharger (xlsx)',
        loading: 'Calcul de l’exercice',
        file: 'bpf',
        amount_unknown: 'Inconnu',
        frames: {
          C: 'C. Origine des produits',
          E: 'E. Personnes dispensant des heures de formation',
          'F-1': 'F-1. Stagiaires par type',
          'F-3': 'F-3. Stagiaires par objectif',
          'F-4': 'F-4. Stagiaires par spécialité (NSF)',
        },
        columns: {
          frame: 'Cadre',
          code: 'Ligne',
          label: 'Libellé du cerfa',
          count: 'Stagiaires',
          trainers: 'Formateurs',
          hours: 'Heures',
          euros: 'Montant (€)',
          kind: 'Quoi',
          name: 'Nom',
          reason: 'Manque',
          learners: 'Stagiaires non comptés',
        },
        sheets: { lines: 'BPF', missing: 'Données manquantes' },
        kinds: { group: 'Groupe', learner: 'Apprenant', trainer: 'Formateur' },
        reasons: {
          no_funder: 'Aucun financeur dans le plan de financement',
          hours_not_signed: 'Demi-journées tenues sans présence saisie',
          no_objective: 'Aucun objectif dans le plan de financement',
          no_subject_area: 'Aucune spécialité (NSF) dans le plan de financement',
          no_status: 'Aucun statut dans le plan de financement',
          trainer_kind_unknown: 'Salarié ou extérieur non indiqué',
        },
        missing: {
          title: 'Ce qui manque',
          none: 'Rien ne manque : chaque ligne de l’exercice est comptée.',
          summary:
            '%{count} manques écartent des chiffres : %{euros} de produits (et %{unknown} groupes au montant inconnu), %{learners} stagiaires et %{hours} heures du F-1.',
        },
      },
    },
  },
  de: {
    app: {
      bpf: {
        menu: 'Jahresbericht (BPF)',
        title: 'Bilan pédagogique et financier',
        intro:
          'Die Zahlen des Cerfa 10443, die das Tool zählen kann, aus den Finanzierungsplänen, den gehaltenen Halbtagen und den Lehrkräfteakten, mit den Zeilenbezeichnungen des Cerfa. Ergänzen Sie unten, was fehlt, und tragen Sie die Zahlen vor dem 30. April in das Online-Formular ein.',
        year: 'Jahr',
        start_month: 'Geschäftsjahr beginnt im',
        period: 'Vom %{from} bis %{to}',
        download: 'Herunterladen (xlsx)',
        loading: 'Das Jahr wird gezählt',
        file: 'bpf',
        amount_unknown: 'Unbekannt',
        frames: {
          C: 'C. Einnahmen nach Herkunft',
          E: 'E. Lehrkräfte',
          'F-1': 'F-1. Lernende nach Status',
          'F-3': 'F-3. Lernende nach Ziel',
          'F-4': 'F-4. Lernende nach Fachgebiet (NSF)',
        },
        columns: {
          frame: 'Rahmen',
          code: 'Zeile',
          label: 'Bezeichnung im Cerfa',
          count: 'Lernende',
          trainers: 'Lehrkräfte',
          hours: 'Stunden',
          euros: 'Betrag (€)',
          kind: 'Was',
          name: 'Name',
          reason: 'Fehlt',
          learners: 'Nicht gezählte Lernende',
        },
        sheets: { lines: 'BPF', missing: 'Fehlende Daten' },
        kinds: { group: 'Gruppe', learner: 'Lernende', trainer: 'Lehrkraft' },
        reasons: {
          no_funder: 'Kein Kostenträger im Finanzierungsplan',
          hours_not_signed: 'Gehaltene Halbtage ohne erfasste Anwesenheit',
          no_objective: 'Kein Ziel im Finanzierungsplan',
          no_subject_area: 'Kein Fachgebiet (NSF) im Finanzierungsplan',
          no_status: 'Kein Status im Finanzierungsplan',
          trainer_kind_unknown: 'Eigenes Personal oder extern nicht angegeben',
        },
        missing: {
          title: 'Was fehlt',
          none: 'Nichts fehlt: jede Zeile des Jahres ist gezählt.',
          summary:
            '%{count} Lücken halten Zahlen zurück: %{euros} Einnahmen (und %{unknown} Gruppen mit unbekanntem Betrag), %{learners} Lernende und %{hours} Stunden in F-1.',
        },
      },
    },
  },
};
