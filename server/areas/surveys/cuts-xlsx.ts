import type { SurveyCutResults } from '../../../domain/entities/survey';
import { inLang } from '../../../domain/rules/survey';
import type { Lang } from '../../../locales/merge';
import { t } from '../../lib/i18n';
import { sheetsWorkbook } from '../../lib/xlsx';

const K = 'app.survey_results';
const FIGURES = [
  'kind',
  'questionnaire',
  'sent',
  'answered',
  'rate',
  'question',
  'answers',
  'average',
  'value',
  'count',
];
const TEXTS = ['questionnaire', 'question', 'text'];

/**
 * The survey results of a cut as a workbook, in the reader's language: a sheet of the figures, one
 * row a value offered by a question (one row for a free-text question) so that a spreadsheet filter
 * or pivot reads it as is, and a sheet of the free-text answers.
 */
export async function surveyCutsWorkbook(results: SurveyCutResults, lang: Lang): Promise<Buffer> {
  const header = (columns: string[]) => columns.map((c) => t(lang, `${K}.columns.${c}`));
  const figures = results.surveys.flatMap((s) => {
    const head = [t(lang, `app.surveys.kinds.${s.kind}`), s.name, s.sent, s.answered, s.rate ?? ''];
    return s.questions.flatMap((q) => {
      const question = [...head, inLang(q.text, lang), q.count, q.average ?? ''];
      return q.distribution.length === 0
        ? [[...question, '', '']]
        : q.distribution.map((d) => [
            ...question,
            d.label ? inLang(d.label, lang) : d.value,
            d.count,
          ]);
    });
  });
  const texts = results.surveys.flatMap((s) =>
    s.questions.flatMap((q) => q.texts.map((text) => [s.name, inLang(q.text, lang), text])),
  );
  return sheetsWorkbook([
    { name: t(lang, `${K}.sheets.figures`), rows: [header(FIGURES), ...figures] },
    { name: t(lang, `${K}.sheets.texts`), rows: [header(TEXTS), ...texts] },
  ]);
}
