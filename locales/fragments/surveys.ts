import type { Fragment } from '../merge';

/**
 * The satisfaction surveys: the questionnaires' screen, the rules of domain/rules/survey.ts, the
 * mails and the public page of a recipient, and a group's results.
 */
export const surveys: Fragment = {
  en: {
    resources: {
      surveys: {
        name: 'Questionnaire |||| Questionnaires',
        fields: {
          name: 'Name',
          kind: 'Sent to',
          active: 'Active',
          questionCount: 'Questions',
          answered: 'Answers',
          questions: 'Questions',
          createdAt: 'Created',
          updatedAt: 'Updated',
        },
      },
    },
    app: {
      surveys: {
        kinds: {
          learner_end: 'Learners, end of training',
          learner_after: 'Learners, some time after',
          client_end: 'Client, end of training',
          client_yearly: 'Client, yearly',
          trainer_end: 'Trainers, end of training',
          funder_yearly: 'Funders, yearly',
        },
        question_kinds: {
          rating: 'Rating from 1 to 5',
          nps: 'Recommendation from 0 to 10',
          choice: 'One choice',
          multi: 'Several choices',
          text: 'Free text',
        },
        question: {
          kind: 'Kind of question',
          text: { en: 'Question in English', fr: 'Question in French', de: 'Question in German' },
          required: 'Answer required',
          alert: 'Alert',
          choices: 'Choices',
          choice: { en: 'Choice in English', fr: 'Choice in French', de: 'Choice in German' },
        },
        help: {
          active: 'The questionnaire sent for its kind: one active at a time',
          alert: 'A rating of 2 or less notifies the administrators',
        },
        no_questions: 'Add at least one question',
        choices_required: 'A question with choices needs two choices at least',
        alert_rating_only: 'Only a rating question can raise an alert',
        duplicate_ids: 'Two questions or choices have the same id',
        one_active: 'Another questionnaire of this kind is active: deactivate it first',
        none_active: 'No questionnaire of this kind is active',
        sent_now: '%{smart_count} survey queued |||| %{smart_count} surveys queued',
        send_now: 'Send the end-of-training survey',
        in_use: 'This questionnaire has been sent: deactivate it instead',
        answer_required: 'Please answer this question',
        answer_invalid: 'This answer is not one of those offered',
        already_answered: 'This survey has been answered already',
        answered_locked:
          'This questionnaire has been answered %{count} times: what it asks can no longer change (its kind, its questions and their choices). Create another one to ask otherwise.',
        mail: {
          subject: 'Your opinion on %{group}',
          reminder_subject: 'Reminder: your opinion on %{group}',
          greeting: 'Hello %{name},',
          greeting_anonymous: 'Hello,',
          funder_text:
            '%{provider} would like to know what you think of our work together in %{year}, on the training you funded. It takes a few minutes.',
          learner_text:
            '%{provider} would like to know what you think of the training %{group}. It takes a few minutes.',
          client_text:
            'The training %{group} has ended. %{provider} would like to know what your company thinks of it. It takes a few minutes.',
          trainer_text:
            'The training %{group} that you taught has ended. %{provider} would like to know how it went for you: the group, the organisation, the materials. It takes a few minutes.',
          yearly_subject: 'Your opinion on our work in %{year}',
          yearly_reminder_subject: 'Reminder: your opinion on our work in %{year}',
          yearly_text:
            '%{provider} would like to know what your company thinks of the training we provided in %{year}. It takes a few minutes.',
          yearly_reminder_text:
            'You have not answered our survey on the training we provided in %{year} yet. It takes a few minutes.',
          reminder_text:
            'You have not answered our survey on the training %{group} yet. It takes a few minutes.',
          link: 'Answer here, until %{until}: %{url}',
          closing: 'Thank you, and kind regards',
        },
        page: {
          title: 'Satisfaction survey',
          loading: 'Loading the survey',
          invalid: 'This link is not valid',
          invalid_hint: 'It may be mistyped or expired. Please check the link in your mail.',
          failed: 'The survey could not be reached. Please try again later.',
          intro: '%{provider} asks for your opinion on %{group}.',
          intro_yearly: '%{provider} asks for your opinion on the training it provided in %{year}.',
          required_hint: 'Questions marked * need an answer.',
          send: 'Send my answers',
          thanks: 'Thank you! Your answers have been recorded.',
          already: 'This survey has been answered. Thank you!',
          check: 'Some answers need your attention',
          nps_low: 'Not at all likely',
          nps_high: 'Extremely likely',
          rating_low: 'Very dissatisfied',
          rating_high: 'Very satisfied',
        },
        results: {
          tab: 'Surveys',
          title: 'Satisfaction surveys',
          none: 'No survey sent for this group yet',
          sent: 'Sent',
          answered: 'Answered',
          rate: 'Response rate',
          average: 'Average',
          answers: 'Answers',
          value: 'Answer',
          count: 'Count',
          texts: 'Free-text answers',
          no_text: 'No text answer',
          chart: 'Distribution of the answers to: %{question}',
          low_action:
            'Open an improvement action (%{smart_count} answer of 2 or less) |||| Open an improvement action (%{smart_count} answers of 2 or less)',
          low_description:
            '%{low} of %{count} answers rated “%{question}” 2 or less (%{survey}, %{context}).',
          context_group: 'group %{group}',
          context_period: 'from %{from} to %{to}',
        },
      },
    },
  },
  fr: {
    resources: {
      surveys: {
        name: 'Questionnaire |||| Questionnaires',
        fields: {
          name: 'Nom',
          kind: 'Destinataires',
          active: 'Actif',
          questionCount: 'Questions',
          answered: 'Réponses',
          questions: 'Questions',
          createdAt: 'Créé le',
          updatedAt: 'Modifié le',
        },
      },
    },
    app: {
      surveys: {
        kinds: {
          learner_end: 'Stagiaires, fin de formation',
          learner_after: 'Stagiaires, à froid',
          client_end: 'Client, fin de formation',
          client_yearly: 'Client, annuel',
          trainer_end: 'Formateurs, fin de formation',
          funder_yearly: 'Financeurs, annuel',
        },
        question_kinds: {
          rating: 'Note de 1 à 5',
          nps: 'Recommandation de 0 à 10',
          choice: 'Choix unique',
          multi: 'Choix multiples',
          text: 'Texte libre',
        },
        question: {
          kind: 'Type de question',
          text: {
            en: 'Question en anglais',
            fr: 'Question en français',
            de: 'Question en allemand',
          },
          required: 'Réponse obligatoire',
          alert: 'Alerte',
          choices: 'Choix',
          choice: { en: 'Choix en anglais', fr: 'Choix en français', de: 'Choix en allemand' },
        },
        help: {
          active: 'Le questionnaire envoyé pour ce type : un seul actif à la fois',
          alert: 'Une note de 2 ou moins avertit les administrateurs',
        },
        no_questions: 'Ajoutez au moins une question',
        choices_required: 'Une question à choix demande au moins deux choix',
        alert_rating_only: 'Seule une question notée peut lever une alerte',
        duplicate_ids: 'Deux questions ou choix ont le même identifiant',
        one_active: 'Un autre questionnaire de ce type est actif : désactivez-le d’abord',
        none_active: 'Aucun questionnaire de ce type n’est actif',
        sent_now: '%{smart_count} questionnaire envoyé |||| %{smart_count} questionnaires envoyés',
        send_now: 'Envoyer le questionnaire de fin de formation',
        in_use: 'Ce questionnaire a été envoyé : désactivez-le plutôt',
        answer_required: 'Merci de répondre à cette question',
        answer_invalid: 'Cette réponse ne fait pas partie de celles proposées',
        already_answered: 'Ce questionnaire a déjà reçu une réponse',
        answered_locked:
          'Ce questionnaire a reçu %{count} réponses : ce qu’il demande ne peut plus changer (son type, ses questions et leurs choix). Créez-en un autre pour demander autre chose.',
        mail: {
          subject: 'Votre avis sur %{group}',
          reminder_subject: 'Rappel : votre avis sur %{group}',
          greeting: 'Bonjour %{name},',
          greeting_anonymous: 'Bonjour,',
          funder_text:
            '%{provider} aimerait connaître votre avis sur notre collaboration en %{year}, pour les formations que vous avez financées. Cela prend quelques minutes.',
          learner_text:
            '%{provider} aimerait connaître votre avis sur la formation %{group}. Cela prend quelques minutes.',
          client_text:
            'La formation %{group} est terminée. %{provider} aimerait connaître l’avis de votre entreprise. Cela prend quelques minutes.',
          trainer_text:
            'La formation %{group} que vous avez animée est terminée. %{provider} aimerait savoir comment elle s’est passée pour vous : le groupe, l’organisation, les supports. Cela prend quelques minutes.',
          yearly_subject: 'Votre avis sur nos formations de %{year}',
          yearly_reminder_subject: 'Rappel : votre avis sur nos formations de %{year}',
          yearly_text:
            '%{provider} aimerait connaître l’avis de votre entreprise sur les formations que nous avons menées en %{year}. Cela prend quelques minutes.',
          yearly_reminder_text:
            'Vous n’avez pas encore répondu à notre questionnaire sur les formations de %{year}. Cela prend quelques minutes.',
          reminder_text:
            'Vous n’avez pas encore répondu à notre questionnaire sur la formation %{group}. Cela prend quelques minutes.',
          link: 'Répondez ici, jusqu’au %{until} : %{url}',
          closing: 'Merci, et bien cordialement',
        },
        page: {
          title: 'Questionnaire de satisfaction',
          loading: 'Chargement du questionnaire',
          invalid: 'Ce lien n’est pas valide',
          invalid_hint:
            'Il est peut-être mal recopié ou expiré. Vérifiez le lien de votre courriel.',
          failed: 'Le questionnaire est injoignable. Réessayez plus tard.',
          intro: '%{provider} vous demande votre avis sur %{group}.',
          intro_yearly: '%{provider} vous demande votre avis sur les formations menées en %{year}.',
          required_hint: 'Les questions marquées * demandent une réponse.',
          send: 'Envoyer mes réponses',
          thanks: 'Merci ! Vos réponses sont enregistrées.',
          already: 'Ce questionnaire a reçu votre réponse. Merci !',
          check: 'Certaines réponses sont à revoir',
          nps_low: 'Pas du tout probable',
          nps_high: 'Très probable',
          rating_low: 'Très insatisfait·e',
          rating_high: 'Très satisfait·e',
        },
        results: {
          tab: 'Questionnaires',
          title: 'Questionnaires de satisfaction',
          none: 'Aucun questionnaire envoyé pour ce groupe',
          sent: 'Envoyés',
          answered: 'Répondus',
          rate: 'Taux de réponse',
          average: 'Moyenne',
          answers: 'Réponses',
          value: 'Réponse',
          count: 'Nombre',
          texts: 'Réponses libres',
          no_text: 'Aucune réponse libre',
          chart: 'Répartition des réponses à : %{question}',
          low_action:
            'Ouvrir une action d’amélioration (%{smart_count} réponse à 2 ou moins) |||| Ouvrir une action d’amélioration (%{smart_count} réponses à 2 ou moins)',
          low_description:
            '%{low} réponses sur %{count} ont noté « %{question} » 2 ou moins (%{survey}, %{context}).',
          context_group: 'groupe %{group}',
          context_period: 'du %{from} au %{to}',
        },
      },
    },
  },
  de: {
    resources: {
      surveys: {
        name: 'Fragebogen |||| Fragebögen',
        fields: {
          name: 'Name',
          kind: 'Empfänger',
          active: 'Aktiv',
          questionCount: 'Fragen',
          answered: 'Antworten',
          questions: 'Fragen',
          createdAt: 'Erstellt',
          updatedAt: 'Geändert',
        },
      },
    },
    app: {
      surveys: {
        kinds: {
          learner_end: 'Teilnehmende, Schulungsende',
          learner_after: 'Teilnehmende, einige Zeit danach',
          client_end: 'Kunde, Schulungsende',
          client_yearly: 'Kunde, jährlich',
          trainer_end: 'Lehrkräfte, Schulungsende',
          funder_yearly: 'Kostenträger, jährlich',
        },
        question_kinds: {
          rating: 'Bewertung von 1 bis 5',
          nps: 'Empfehlung von 0 bis 10',
          choice: 'Einfachauswahl',
          multi: 'Mehrfachauswahl',
          text: 'Freitext',
        },
        question: {
          kind: 'Art der Frage',
          text: {
            en: 'Frage auf Englisch',
            fr: 'Frage auf Französisch',
            de: 'Frage auf Deutsch',
          },
          required: 'Antwort erforderlich',
          alert: 'Warnung',
          choices: 'Auswahlmöglichkeiten',
          choice: {
            en: 'Auswahl auf Englisch',
            fr: 'Auswahl auf Französisch',
            de: 'Auswahl auf Deutsch',
          },
        },
        help: {
          active: 'Der Fragebogen, der für diese Art versandt wird: immer nur einer aktiv',
          alert: 'Eine Bewertung von 2 oder weniger benachrichtigt die Administratoren',
        },
        no_questions: 'Fügen Sie mindestens eine Frage hinzu',
        choices_required: 'Eine Auswahlfrage braucht mindestens zwei Auswahlmöglichkeiten',
        alert_rating_only: 'Nur eine Bewertungsfrage kann eine Warnung auslösen',
        duplicate_ids: 'Zwei Fragen oder Auswahlmöglichkeiten haben dieselbe Kennung',
        one_active: 'Ein anderer Fragebogen dieser Art ist aktiv: deaktivieren Sie ihn zuerst',
        none_active: 'Kein Fragebogen dieser Art ist aktiv',
        sent_now: '%{smart_count} Fragebogen versandt |||| %{smart_count} Fragebögen versandt',
        send_now: 'Fragebogen zum Schulungsende senden',
        in_use: 'Dieser Fragebogen wurde versandt: deaktivieren Sie ihn stattdessen',
        answer_required: 'Bitte beantworten Sie diese Frage',
        answer_invalid: 'Diese Antwort gehört nicht zu den angebotenen',
        already_answered: 'Dieser Fragebogen wurde bereits beantwortet',
        answered_locked:
          'Dieser Fragebogen wurde %{count}-mal beantwortet: Was er fragt, kann sich nicht mehr ändern (seine Art, seine Fragen und ihre Auswahlen). Legen Sie einen neuen an, um anders zu fragen.',
        mail: {
          subject: 'Ihre Meinung zu %{group}',
          reminder_subject: 'Erinnerung: Ihre Meinung zu %{group}',
          greeting: 'Guten Tag %{name},',
          greeting_anonymous: 'Guten Tag,',
          funder_text:
            '%{provider} möchte wissen, wie Sie unsere Zusammenarbeit im Jahr %{year} bei den von Ihnen finanzierten Schulungen bewerten. Es dauert nur wenige Minuten.',
          learner_text:
            '%{provider} möchte wissen, wie Sie die Schulung %{group} fanden. Es dauert nur wenige Minuten.',
          client_text:
            'Die Schulung %{group} ist abgeschlossen. %{provider} möchte wissen, wie Ihr Unternehmen sie bewertet. Es dauert nur wenige Minuten.',
          trainer_text:
            'Die Schulung %{group}, die Sie geleitet haben, ist abgeschlossen. %{provider} möchte wissen, wie sie für Sie verlief: die Gruppe, die Organisation, die Materialien. Es dauert nur wenige Minuten.',
          yearly_subject: 'Ihre Meinung zu unseren Schulungen %{year}',
          yearly_reminder_subject: 'Erinnerung: Ihre Meinung zu unseren Schulungen %{year}',
          yearly_text:
            '%{provider} möchte wissen, wie Ihr Unternehmen unsere Schulungen im Jahr %{year} bewertet. Es dauert nur wenige Minuten.',
          yearly_reminder_text:
            'Sie haben unseren Fragebogen zu unseren Schulungen im Jahr %{year} noch nicht beantwortet. Es dauert nur wenige Minuten.',
          reminder_text:
            'Sie haben unseren Fragebogen zur Schulung %{group} noch nicht beantwortet. Es dauert nur wenige Minuten.',
          link: 'Hier antworten, bis %{until}: %{url}',
          closing: 'Vielen Dank und freundliche Grüße',
        },
        page: {
          title: 'Zufriedenheitsumfrage',
          loading: 'Der Fragebogen wird geladen',
          invalid: 'Dieser Link ist ungültig',
          invalid_hint:
            'Er ist vielleicht falsch abgeschrieben oder abgelaufen. Prüfen Sie den Link in Ihrer E-Mail.',
          failed: 'Der Fragebogen ist nicht erreichbar. Bitte versuchen Sie es später erneut.',
          intro: '%{provider} bittet um Ihre Meinung zu %{group}.',
          intro_yearly: '%{provider} bittet um Ihre Meinung zu den Schulungen im Jahr %{year}.',
          required_hint: 'Mit * markierte Fragen erfordern eine Antwort.',
          send: 'Antworten senden',
          thanks: 'Vielen Dank! Ihre Antworten wurden gespeichert.',
          already: 'Dieser Fragebogen wurde beantwortet. Vielen Dank!',
          check: 'Einige Antworten müssen geprüft werden',
          nps_low: 'Überhaupt nicht wahrscheinlich',
          nps_high: 'Äußerst wahrscheinlich',
          rating_low: 'Sehr unzufrieden',
          rating_high: 'Sehr zufrieden',
        },
        results: {
          tab: 'Umfragen',
          title: 'Zufriedenheitsumfragen',
          none: 'Für diese Gruppe wurde noch keine Umfrage versandt',
          sent: 'Versandt',
          answered: 'Beantwortet',
          rate: 'Rücklaufquote',
          average: 'Durchschnitt',
          answers: 'Antworten',
          value: 'Antwort',
          count: 'Anzahl',
          texts: 'Freitextantworten',
          no_text: 'Keine Freitextantwort',
          chart: 'Verteilung der Antworten auf: %{question}',
          low_action:
            'Verbesserungsmaßnahme eröffnen (%{smart_count} Antwort mit 2 oder weniger) |||| Verbesserungsmaßnahme eröffnen (%{smart_count} Antworten mit 2 oder weniger)',
          low_description:
            '%{low} von %{count} Antworten bewerteten „%{question}“ mit 2 oder weniger (%{survey}, %{context}).',
          context_group: 'Gruppe %{group}',
          context_period: 'vom %{from} bis %{to}',
        },
      },
    },
  },
};
