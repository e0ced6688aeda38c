import type { Fragment } from '../merge';

/**
 * The quality page (/quality-report): its figures, how each is counted, its period's errors, the
 * publication; the published results (/quality-results).
 */
export const qualityReport: Fragment = {
  en: {
    app: {
      quality_report: {
        menu: 'Quality indicators',
        title: 'Quality indicators',
        intro:
          'The Qualiopi figures of a period, counted from the surveys, the attendance marks, the hours done, the end tests, the exams, the complaints, the improvement actions and the learners at risk. Each says how it is counted and opens the list behind it.',
        from: 'From',
        to: 'To',
        loading: 'Counting the period',
        none: 'None in this period',
        open_list: 'Open the list',
        from_after_to: 'The period ends before it starts.',
        too_long: 'The period can cover five years at most.',
        hot: 'Satisfaction at the end of training',
        cold: 'Satisfaction some time after',
        clients: 'Clients’ satisfaction',
        trainers: 'Trainers’ satisfaction',
        funders: 'Funders’ satisfaction',
        recommendation: 'Recommendation',
        attendance: 'Attendance',
        complaints: 'Complaints',
        improvements: 'Improvement actions',
        at_risk: 'Learners at risk',
        completion: 'Training completed',
        levels: 'Level reached against the target',
        exams: 'Exams passed',
        exam_no_subject: 'Without a subject',
        figures: {
          average_rating: 'Average rating: %{average} / 5',
          satisfied: '%{share} % rated 4 or 5',
          response: 'Answered: %{answered} of %{sent} sent (%{rate} %)',
          average_score: 'Average score: %{average} / 10',
          nps: 'Net promoter score: %{score}',
          split: 'Promoters: %{promoters}, passives: %{passives}, detractors: %{detractors}',
          attendance_rate: '%{rate} % of half-days attended',
          marks: 'Marks: %{marks}; attended: %{attended}, absent: %{absent}, excused: %{excused}',
          complaints_in_time: '%{share} % answered within %{days} days',
          complaints_counts:
            'Received: %{received}, answered: %{answered} (in time: %{inTime}), open: %{open}',
          improvements_counts:
            'Opened: %{opened} (after a complaint: %{fromComplaints}), done: %{done}, abandoned: %{abandoned}',
          overdue: 'Overdue today: %{overdue}',
          at_risk_counts:
            'Raised: %{raised}; resolved: %{resolved}, closed by hand: %{closedByHand}, still open: %{open}',
          completion_share: '%{share} % completed their training',
          completion_counts:
            'Completed: %{completed} of %{planned} learners with hours planned (without: %{unplanned})',
          levels_share: '%{share} % reached the target level',
          levels_counts: 'Reached: %{reached} of %{graded} graded at the end test',
          exams_rate: '%{rate} % passed',
          exam_line:
            '%{certification}: %{passed} of %{examined} passed (%{rate} %), mean %{average} / 10',
        },
        how: {
          hot: 'The surveys sent to learners on the day their group ended, whose mail went in the period; the rating questions (1 to 5) of those answered.',
          cold: 'The surveys sent to learners some time after their group ended, whose mail went in the period; the rating questions (1 to 5) of those answered.',
          clients:
            'The surveys sent to client contacts at the end of each group and once a year, whose mail went in the period; the rating questions (1 to 5) of those answered.',
          trainers:
            'The surveys sent to trainers at the end of each group they taught, whose mail went in the period; the rating questions (1 to 5) of those answered.',
          funders:
            'The yearly surveys sent to funders, whose mail went in the period; the rating questions (1 to 5) of those answered.',
          recommendation:
            'The 0 to 10 answers of the learners’ surveys sent in the period. Promoters gave 9 or 10, detractors 0 to 6; the score is the promoters’ share less the detractors’.',
          attendance:
            'The marks of the half-days of the sessions that started in the period. Late and left early count as attended.',
          complaints:
            'The complaints received in the period; in time means answered within %{days} days of being received.',
          improvements:
            'The actions opened in the period, those done or abandoned in it, and those past their due date today.',
          at_risk:
            'The flags raised in the period, and how they ended: resolved when the rule stopped holding, or closed by hand.',
          completion:
            'The learners of the groups that ended in the period. A learner completed the training when the hours done (half-days attended and e-learning time) reach %{percent} % of the hours planned (the learner’s own, else the group’s).',
          levels:
            'The learners graded at the end test of the groups that ended in the period: the level of the mean of their skills’ scores, against the level the group aims at.',
          exams:
            'The exams of the sessions that began in the period, by certification. A result is the mean of the skills’ scores out of 10; %{score} or more passes.',
        },
        publication: {
          title: 'Published results',
          intro:
            'Qualiopi indicator 2: the results (satisfaction, recommendation, attendance, completion, levels, exams, complaints) on a public page for the website, with no sign-in and no personal data, and as a PDF. The improvement actions and the learners at risk stay here.',
          enabled: 'Publish the results',
          period: 'Period shown',
          periods: {
            last_twelve_months: 'The twelve months before the current one',
            last_civil_year: 'The last civil year',
          },
          address: 'Public page: %{url}',
          open: 'Open the public page',
          never: 'Never saved: the results are not published.',
          saved: 'Publication saved',
          load_error: 'The publication could not be loaded.',
        },
      },
      quality_results: {
        title: 'Our results',
        intro:
          'Counted from our learners’ satisfaction surveys, their attendance, their hours, tests and exams, and the complaints we received. No one is named.',
        qualiopi: 'Qualiopi certificate no. %{number}',
        period: 'From %{from} to %{to}',
        printed: 'Printed on %{date}',
        file: 'quality-results',
        pdf: 'Download as PDF',
        loading: 'Loading the results',
        failed: 'The results could not be loaded. Please try again later.',
        not_published: 'These results are not published.',
        not_published_hint:
          'The training provider does not publish its results here at the moment.',
      },
    },
  },
  fr: {
    app: {
      quality_report: {
        menu: 'Indicateurs qualité',
        title: 'Indicateurs qualité',
        intro:
          'Les chiffres Qualiopi d’une période, comptés à partir des enquêtes, des émargements, des heures faites, des tests finaux, des examens, des réclamations, des actions d’amélioration et des apprenants en risque. Chacun dit comment il est compté et ouvre la liste qui le justifie.',
        from: 'Du',
        to: 'Au',
        loading: 'Calcul de la période',
        none: 'Aucun sur cette période',
        open_list: 'Ouvrir la liste',
        from_after_to: 'La période se termine avant de commencer.',
        too_long: 'La période couvre cinq ans au plus.',
        hot: 'Satisfaction en fin de formation',
        cold: 'Satisfaction à froid',
        clients: 'Satisfaction des clients',
        trainers: 'Satisfaction des formateurs',
        funders: 'Satisfaction des financeurs',
        recommendation: 'Recommandation',
        attendance: 'Assiduité',
        complaints: 'Réclamations',
        improvements: 'Actions d’amélioration',
        at_risk: 'Apprenants en risque',
        completion: 'Formations menées à leur terme',
        levels: 'Niveau atteint par rapport à l’objectif',
        exams: 'Examens réussis',
        exam_no_subject: 'Sans sujet',
        figures: {
          average_rating: 'Note moyenne : %{average} / 5',
          satisfied: '%{share} % ont noté 4 ou 5',
          response: 'Réponses : %{answered} sur %{sent} envois (%{rate} %)',
          average_score: 'Note moyenne : %{average} / 10',
          nps: 'Net promoter score : %{score}',
          split: 'Promoteurs : %{promoters}, passifs : %{passives}, détracteurs : %{detractors}',
          attendance_rate: '%{rate} % des demi-journées suivies',
          marks:
            'Émargements : %{marks} ; présences : %{attended}, absences : %{absent}, excusées : %{excused}',
          complaints_in_time: '%{share} % traitées en %{days} jours au plus',
          complaints_counts:
            'Reçues : %{received}, traitées : %{answered} (dans le délai : %{inTime}), ouvertes : %{open}',
          improvements_counts:
            'Ouvertes : %{opened} (après une réclamation : %{fromComplaints}), réalisées : %{done}, abandonnées : %{abandoned}',
          overdue: 'En retard aujourd’hui : %{overdue}',
          at_risk_counts:
            'Signalements : %{raised} ; résolus : %{resolved}, clos à la main : %{closedByHand}, encore ouverts : %{open}',
          completion_share: '%{share} % ont mené leur formation à son terme',
          completion_counts:
            'Terminée : %{completed} apprenants sur %{planned} avec des heures prévues (sans : %{unplanned})',
          levels_share: '%{share} % ont atteint le niveau visé',
          levels_counts: 'Atteint : %{reached} sur %{graded} évalués au test final',
          exams_rate: '%{rate} % de réussite',
          exam_line:
            '%{certification} : %{passed} réussis sur %{examined} (%{rate} %), moyenne %{average} / 10',
        },
        how: {
          hot: 'Les enquêtes envoyées aux apprenants le jour de la fin de leur groupe, dont le courriel est parti sur la période ; les questions de note (1 à 5) de celles qui ont reçu une réponse.',
          cold: 'Les enquêtes envoyées aux apprenants quelque temps après la fin de leur groupe, dont le courriel est parti sur la période ; les questions de note (1 à 5) de celles qui ont reçu une réponse.',
          clients:
            'Les enquêtes envoyées aux contacts clients à la fin de chaque groupe et une fois par an, dont le courriel est parti sur la période ; les questions de note (1 à 5) de celles qui ont reçu une réponse.',
          trainers:
            'Les enquêtes envoyées aux formateurs à la fin de chaque groupe animé, dont le courriel est parti sur la période ; les questions de note (1 à 5) de celles qui ont reçu une réponse.',
          funders:
            'Les enquêtes annuelles envoyées aux financeurs, dont le courriel est parti sur la période ; les questions de note (1 à 5) de celles qui ont reçu une réponse.',
          recommendation:
            'Les réponses de 0 à 10 des enquêtes des apprenants envoyées sur la période. Les promoteurs ont donné 9 ou 10, les détracteurs 0 à 6 ; le score est la part des promoteurs moins celle des détracteurs.',
          attendance:
            'Les émargements des demi-journées des sessions commencées sur la période. Un retard ou un départ anticipé compte comme une présence.',
          complaints:
            'Les réclamations reçues sur la période ; dans le délai signifie traitée au plus %{days} jours après sa réception.',
          improvements:
            'Les actions ouvertes sur la période, celles réalisées ou abandonnées sur la période, et celles dont l’échéance est passée aujourd’hui.',
          at_risk:
            'Les signalements levés sur la période, et leur issue : résolus quand la règle ne s’applique plus, ou clos à la main.',
          completion:
            'Les apprenants des groupes terminés sur la période. Un apprenant a mené sa formation à son terme quand les heures faites (demi-journées suivies et temps d’e-learning) atteignent %{percent} % des heures prévues (les siennes, sinon celles du groupe).',
          levels:
            'Les apprenants évalués au test final des groupes terminés sur la période : le niveau de la moyenne de leurs notes par compétence, comparé au niveau visé par le groupe.',
          exams:
            'Les examens des sessions commencées sur la période, par certification. Un résultat est la moyenne des notes par compétence sur 10 ; %{score} ou plus est une réussite.',
        },
        publication: {
          title: 'Résultats publiés',
          intro:
            'Indicateur Qualiopi 2 : les résultats (satisfaction, recommandation, assiduité, formations terminées, niveaux, examens, réclamations) sur une page publique pour le site internet, sans connexion ni donnée personnelle, et en PDF. Les actions d’amélioration et les apprenants en risque restent ici.',
          enabled: 'Publier les résultats',
          period: 'Période affichée',
          periods: {
            last_twelve_months: 'Les douze mois précédant le mois en cours',
            last_civil_year: 'La dernière année civile',
          },
          address: 'Page publique : %{url}',
          open: 'Ouvrir la page publique',
          never: 'Jamais enregistrée : les résultats ne sont pas publiés.',
          saved: 'Publication enregistrée',
          load_error: 'La publication n’a pas pu être chargée.',
        },
      },
      quality_results: {
        title: 'Nos résultats',
        intro:
          'Calculés à partir des questionnaires de satisfaction de nos apprenants, de leur assiduité, de leurs heures, tests et examens, et des réclamations reçues. Personne n’y est nommé.',
        qualiopi: 'Certificat Qualiopi n° %{number}',
        period: 'Du %{from} au %{to}',
        printed: 'Imprimé le %{date}',
        file: 'resultats-qualite',
        pdf: 'Télécharger en PDF',
        loading: 'Chargement des résultats',
        failed: 'Les résultats n’ont pas pu être chargés. Veuillez réessayer plus tard.',
        not_published: 'Ces résultats ne sont pas publiés.',
        not_published_hint:
          'L’organisme de formation ne publie pas ses résultats ici pour le moment.',
      },
    },
  },
  de: {
    app: {
      quality_report: {
        menu: 'Qualitätskennzahlen',
        title: 'Qualitätskennzahlen',
        intro:
          'Die Qualiopi-Kennzahlen eines Zeitraums, gezählt aus den Umfragen, der Anwesenheit, den geleisteten Stunden, den Abschlusstests, den Prüfungen, den Beschwerden, den Verbesserungsmaßnahmen und den gefährdeten Lernenden. Jede sagt, wie sie gezählt wird, und öffnet die Liste dahinter.',
        from: 'Von',
        to: 'Bis',
        loading: 'Der Zeitraum wird gezählt',
        none: 'Keine in diesem Zeitraum',
        open_list: 'Liste öffnen',
        from_after_to: 'Der Zeitraum endet, bevor er beginnt.',
        too_long: 'Der Zeitraum umfasst höchstens fünf Jahre.',
        hot: 'Zufriedenheit am Ende der Schulung',
        cold: 'Zufriedenheit einige Zeit danach',
        clients: 'Zufriedenheit der Kunden',
        trainers: 'Zufriedenheit der Trainer',
        funders: 'Zufriedenheit der Kostenträger',
        recommendation: 'Weiterempfehlung',
        attendance: 'Anwesenheit',
        complaints: 'Beschwerden',
        improvements: 'Verbesserungsmaßnahmen',
        at_risk: 'Gefährdete Lernende',
        completion: 'Abgeschlossene Schulungen',
        levels: 'Erreichtes Niveau gegenüber dem Ziel',
        exams: 'Bestandene Prüfungen',
        exam_no_subject: 'Ohne Thema',
        figures: {
          average_rating: 'Durchschnittsnote: %{average} / 5',
          satisfied: '%{share} % vergaben 4 oder 5',
          response: 'Antworten: %{answered} von %{sent} Versänden (%{rate} %)',
          average_score: 'Durchschnittswert: %{average} / 10',
          nps: 'Net Promoter Score: %{score}',
          split: 'Promotoren: %{promoters}, Passive: %{passives}, Kritiker: %{detractors}',
          attendance_rate: '%{rate} % der Halbtage besucht',
          marks:
            'Einträge: %{marks}; anwesend: %{attended}, abwesend: %{absent}, entschuldigt: %{excused}',
          complaints_in_time: '%{share} % innerhalb von %{days} Tagen beantwortet',
          complaints_counts:
            'Eingegangen: %{received}, beantwortet: %{answered} (fristgerecht: %{inTime}), offen: %{open}',
          improvements_counts:
            'Eröffnet: %{opened} (nach einer Beschwerde: %{fromComplaints}), erledigt: %{done}, aufgegeben: %{abandoned}',
          overdue: 'Heute überfällig: %{overdue}',
          at_risk_counts:
            'Meldungen: %{raised}; gelöst: %{resolved}, von Hand geschlossen: %{closedByHand}, noch offen: %{open}',
          completion_share: '%{share} % haben ihre Schulung abgeschlossen',
          completion_counts:
            'Abgeschlossen: %{completed} von %{planned} Lernenden mit geplanten Stunden (ohne: %{unplanned})',
          levels_share: '%{share} % haben das Zielniveau erreicht',
          levels_counts: 'Erreicht: %{reached} von %{graded} im Abschlusstest bewerteten',
          exams_rate: '%{rate} % bestanden',
          exam_line:
            '%{certification}: %{passed} von %{examined} bestanden (%{rate} %), Mittel %{average} / 10',
        },
        how: {
          hot: 'Die Umfragen an Lernende am Tag des Gruppenendes, deren Mail im Zeitraum verschickt wurde; die Bewertungsfragen (1 bis 5) der beantworteten.',
          cold: 'Die Umfragen an Lernende einige Zeit nach dem Gruppenende, deren Mail im Zeitraum verschickt wurde; die Bewertungsfragen (1 bis 5) der beantworteten.',
          clients:
            'Die Umfragen an Kundenkontakte am Ende jeder Gruppe und einmal im Jahr, deren Mail im Zeitraum verschickt wurde; die Bewertungsfragen (1 bis 5) der beantworteten.',
          trainers:
            'Die Umfragen an Trainer am Ende jeder Gruppe, die sie unterrichtet haben, deren Mail im Zeitraum verschickt wurde; die Bewertungsfragen (1 bis 5) der beantworteten.',
          funders:
            'Die jährlichen Umfragen an Kostenträger, deren Mail im Zeitraum verschickt wurde; die Bewertungsfragen (1 bis 5) der beantworteten.',
          recommendation:
            'Die Antworten von 0 bis 10 der im Zeitraum versandten Umfragen der Lernenden. Promotoren gaben 9 oder 10, Kritiker 0 bis 6; der Wert ist der Anteil der Promotoren abzüglich dem der Kritiker.',
          attendance:
            'Die Einträge der Halbtage der Termine, die im Zeitraum begannen. Verspätet und früher gegangen zählen als anwesend.',
          complaints:
            'Die im Zeitraum eingegangenen Beschwerden; fristgerecht heißt innerhalb von %{days} Tagen nach Eingang beantwortet.',
          improvements:
            'Die im Zeitraum eröffneten Maßnahmen, die darin erledigten oder aufgegebenen und die heute überfälligen.',
          at_risk:
            'Die im Zeitraum ausgelösten Meldungen und wie sie endeten: gelöst, als die Regel nicht mehr zutraf, oder von Hand geschlossen.',
          completion:
            'Die Lernenden der Gruppen, die im Zeitraum endeten. Eine Schulung ist abgeschlossen, wenn die geleisteten Stunden (besuchte Halbtage und E-Learning-Zeit) %{percent} % der geplanten Stunden erreichen (der eigenen, sonst der der Gruppe).',
          levels:
            'Die im Abschlusstest bewerteten Lernenden der Gruppen, die im Zeitraum endeten: das Niveau des Mittels ihrer Noten je Kompetenz, verglichen mit dem Zielniveau der Gruppe.',
          exams:
            'Die Prüfungen der Termine, die im Zeitraum begannen, je Zertifizierung. Ein Ergebnis ist das Mittel der Noten je Kompetenz von 10; ab %{score} ist sie bestanden.',
        },
        publication: {
          title: 'Veröffentlichte Ergebnisse',
          intro:
            'Qualiopi-Indikator 2: die Ergebnisse (Zufriedenheit, Weiterempfehlung, Anwesenheit, Abschlüsse, Niveaus, Prüfungen, Beschwerden) auf einer öffentlichen Seite für die Website, ohne Anmeldung und ohne personenbezogene Daten, und als PDF. Die Verbesserungsmaßnahmen und die gefährdeten Lernenden bleiben hier.',
          enabled: 'Ergebnisse veröffentlichen',
          period: 'Gezeigter Zeitraum',
          periods: {
            last_twelve_months: 'Die zwölf Monate vor dem laufenden',
            last_civil_year: 'Das letzte Kalenderjahr',
          },
          address: 'Öffentliche Seite: %{url}',
          open: 'Öffentliche Seite öffnen',
          never: 'Nie gespeichert: Die Ergebnisse sind nicht veröffentlicht.',
          saved: 'Veröffentlichung gespeichert',
          load_error: 'Die Veröffentlichung konnte nicht geladen werden.',
        },
      },
      quality_results: {
        title: 'Unsere Ergebnisse',
        intro:
          'Ermittelt aus den Zufriedenheitsumfragen unserer Lernenden, ihrer Anwesenheit, ihren Stunden, Tests und Prüfungen sowie den erhaltenen Beschwerden. Niemand wird genannt.',
        qualiopi: 'Qualiopi-Zertifikat Nr. %{number}',
        period: 'Vom %{from} bis %{to}',
        printed: 'Gedruckt am %{date}',
        file: 'qualitaetsergebnisse',
        pdf: 'Als PDF herunterladen',
        loading: 'Die Ergebnisse werden geladen',
        failed: 'Die Ergebnisse konnten nicht geladen werden. Bitte später erneut versuchen.',
        not_published: 'Diese Ergebnisse sind nicht veröffentlicht.',
        not_published_hint:
          'Der Bildungsanbieter veröffentlicht seine Ergebnisse derzeit hier nicht.',
      },
    },
  },
};
