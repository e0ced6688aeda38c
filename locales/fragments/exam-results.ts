import type { Fragment } from '../merge';

/** Exam results: the API's messages, the exam session's Results section and /results. */
export const examResults: Fragment = {
  en: {
    resources: {
      examResults: {
        name: 'Result |||| Results',
        fields: {
          name: 'Learner',
          firstname: 'First name',
          company: 'Client',
          groups: 'Groups',
          examType: 'Exam type',
          modality: 'Modality',
          semester: 'Semester',
          examBegin: 'Exam date',
          examBegin_gte: 'Exam from',
          examBegin_lte: 'Exam until',
          skills: 'Skills graded',
          score: 'Score /10',
          level: 'Level',
        },
      },
    },
    app: {
      exam_results: {
        quiz_modality:
          'The results of an automatic quiz come from the quiz: they are not entered by hand.',
        session_has_results:
          'This exam session holds results: it cannot be deleted. Remove its results first.',
        not_learner: 'This learner is not one of the exam session’s learners.',
        score_invalid: 'A score is a number from 0 to 10, in steps of 0.1.',
        level_invalid: 'A level is one of A0 to C2.',
        skill_unknown: 'This skill does not exist.',
        skills: {
          listening: 'Listening',
          reading: 'Reading',
          speaking: 'Speaking',
          writing: 'Writing',
          grammar: 'Grammar',
          vocabulary: 'Vocabulary',
        },
        section: 'Results',
        learner: 'Learner',
        overall: 'Overall',
        level: 'Level',
        save: 'Save',
        saved: 'Results of %{name} saved',
        save_failed: 'The results could not be saved',
        score_label: '%{skill} score of %{name}, out of 10',
        level_of: 'Level: %{level}',
        quiz_note:
          'This session is an automatic quiz: its results come from the quiz the learners take, and are shown read-only.',
        no_learners:
          'This exam session has no learners yet: its client has no group for its semester.',
        load_failed: 'The results could not be loaded.',
        table_caption: 'Scores out of 10 per skill; the level follows the score.',
      },
    },
  },
  fr: {
    resources: {
      examResults: {
        name: 'Résultat |||| Résultats',
        fields: {
          name: 'Apprenant',
          firstname: 'Prénom',
          company: 'Client',
          groups: 'Groupes',
          examType: 'Type d’examen',
          modality: 'Modalité',
          semester: 'Semestre',
          examBegin: 'Date de l’examen',
          examBegin_gte: 'Examen à partir du',
          examBegin_lte: 'Examen jusqu’au',
          skills: 'Compétences notées',
          score: 'Note /10',
          level: 'Niveau',
        },
      },
    },
    app: {
      exam_results: {
        quiz_modality:
          'Les résultats d’un quiz automatisé viennent du quiz : ils ne se saisissent pas à la main.',
        session_has_results:
          'Cette session d’examen a des résultats : elle ne peut pas être supprimée. Retirez d’abord ses résultats.',
        not_learner: 'Cet apprenant n’est pas un apprenant de la session d’examen.',
        score_invalid: 'Une note est un nombre de 0 à 10, par pas de 0,1.',
        level_invalid: 'Un niveau va de A0 à C2.',
        skill_unknown: 'Cette compétence n’existe pas.',
        skills: {
          listening: 'Compréhension orale',
          reading: 'Compréhension écrite',
          speaking: 'Expression orale',
          writing: 'Expression écrite',
          grammar: 'Grammaire',
          vocabulary: 'Vocabulaire',
        },
        section: 'Résultats',
        learner: 'Apprenant',
        overall: 'Global',
        level: 'Niveau',
        save: 'Enregistrer',
        saved: 'Résultats de %{name} enregistrés',
        save_failed: 'Les résultats n’ont pas pu être enregistrés',
        score_label: 'Note de %{name} en %{skill}, sur 10',
        level_of: 'Niveau : %{level}',
        quiz_note:
          'Cette session est un quiz automatisé : ses résultats viennent du quiz passé par les apprenants et sont affichés en lecture seule.',
        no_learners:
          'Cette session d’examen n’a pas encore d’apprenants : son client n’a pas de groupe pour ce semestre.',
        load_failed: 'Les résultats n’ont pas pu être chargés.',
        table_caption: 'Notes sur 10 par compétence ; le niveau suit la note.',
      },
    },
  },
  de: {
    resources: {
      examResults: {
        name: 'Ergebnis |||| Ergebnisse',
        fields: {
          name: 'Lernende/r',
          firstname: 'Vorname',
          company: 'Kunde',
          groups: 'Gruppen',
          examType: 'Prüfungsart',
          modality: 'Modalität',
          semester: 'Semester',
          examBegin: 'Prüfungsdatum',
          examBegin_gte: 'Prüfung ab',
          examBegin_lte: 'Prüfung bis',
          skills: 'Bewertete Kompetenzen',
          score: 'Note /10',
          level: 'Niveau',
        },
      },
    },
    app: {
      exam_results: {
        quiz_modality:
          'Die Ergebnisse eines automatischen Quiz stammen aus dem Quiz: Sie werden nicht von Hand eingegeben.',
        session_has_results:
          'Diese Prüfungssitzung hat Ergebnisse: Sie kann nicht gelöscht werden. Entfernen Sie zuerst ihre Ergebnisse.',
        not_learner: 'Diese/r Lernende gehört nicht zu den Lernenden der Prüfungssitzung.',
        score_invalid: 'Eine Note ist eine Zahl von 0 bis 10 in Schritten von 0,1.',
        level_invalid: 'Ein Niveau ist eines von A0 bis C2.',
        skill_unknown: 'Diese Kompetenz gibt es nicht.',
        skills: {
          listening: 'Hörverstehen',
          reading: 'Leseverstehen',
          speaking: 'Sprechen',
          writing: 'Schreiben',
          grammar: 'Grammatik',
          vocabulary: 'Wortschatz',
        },
        section: 'Ergebnisse',
        learner: 'Lernende/r',
        overall: 'Gesamt',
        level: 'Niveau',
        save: 'Speichern',
        saved: 'Ergebnisse von %{name} gespeichert',
        save_failed: 'Die Ergebnisse konnten nicht gespeichert werden',
        score_label: 'Note von %{name} in %{skill}, von 10',
        level_of: 'Niveau: %{level}',
        quiz_note:
          'Diese Sitzung ist ein automatisches Quiz: Ihre Ergebnisse stammen aus dem Quiz der Lernenden und werden nur angezeigt.',
        no_learners:
          'Diese Prüfungssitzung hat noch keine Lernenden: Ihr Kunde hat keine Gruppe für dieses Semester.',
        load_failed: 'Die Ergebnisse konnten nicht geladen werden.',
        table_caption: 'Noten von 10 je Kompetenz; das Niveau folgt der Note.',
      },
    },
  },
};
