import { namedDownload } from '../../../dataProvider/download';
import { http, withQuery } from '../../../dataProvider/http';
import { throwOnKo } from '../../../dataProvider/index';
import type { SurveyCutQuery, SurveyCutResults } from '../../../domain/entities/survey';

const request = throwOnKo(http);

/** The period and the cuts as the page holds them: a filter left empty ('') is all. */
export type CutAsked = { [key in keyof SurveyCutQuery]?: string };

/** The cut as a query: a filter left empty is left out. */
const queryOf = (cut: CutAsked) =>
  Object.fromEntries(Object.entries(cut).filter(([, value]) => value));

/** GET /survey-results: each questionnaire's figures for the period and the cuts chosen. */
export async function readSurveyResults(cut: CutAsked): Promise<SurveyCutResults> {
  return (await request<SurveyCutResults>(withQuery('/survey-results', queryOf(cut)))).data;
}

/** GET /survey-results/xlsx: the same as a workbook, named as the server names it. */
export async function downloadSurveyResults(cut: CutAsked): Promise<Blob> {
  return namedDownload(
    await request<Blob>(withQuery('/survey-results/xlsx', queryOf(cut)), { as: 'blob' }),
  );
}
