import type { CompanyResults } from '../../../domain/entities/company-results';
import { levelLabel } from '../../../domain/rules/levels';

/**
 * The merged results as spreadsheet rows (MERGED_EXPORT_COLUMNS): each group's middle and end
 * levels as "group: level" lines, the latest end test, and e-learning figures as numbers.
 */
export function mergedExportRows(results: CompanyResults): Record<string, unknown>[] {
  return results.learners.map((l) => {
    const tests = (pick: 'middle' | 'end') =>
      l.groups
        .flatMap((g) => {
          const test = g[pick];
          return test ? [`${g.name}: ${test.level} (${test.score})`] : [];
        })
        .join('\n');
    return {
      name: l.name,
      firstname: l.firstname,
      email: l.email,
      groups: l.groups.map((g) => g.name).join(', '),
      placementLevel: levelLabel(l.placement?.level) ?? '',
      placementScore: l.placement?.score ?? '',
      placementAt: l.placement?.finishedAt ?? '',
      middleTests: tests('middle'),
      endTests: tests('end'),
      endLevel: l.end?.level ?? '',
      endScore: l.end?.score ?? '',
      examLevel: l.exam?.level ?? '',
      examScore: l.exam?.score ?? '',
      examAt: l.exam?.examBegin ?? '',
      completedModules: l.elearning.completedModules,
      totalModules: l.elearning.totalModules,
      quizAverage: l.elearning.quizAverage ?? '',
      hours: l.elearning.hours,
    };
  });
}
