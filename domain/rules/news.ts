/** The audiences of a news item: every learner, one client's learners, one group's learners. */
export const NEWS_AUDIENCES = ['all', 'company', 'group'] as const;
export type NewsAudience = (typeof NEWS_AUDIENCES)[number];

export const NEWS_COMPANY_REQUIRED = 'app.news.company_required';
export const NEWS_GROUP_REQUIRED = 'app.news.group_required';
export const NEWS_WINDOW_ORDER = 'app.news.window_order';
export const NEWS_UNKNOWN_COMPANY = 'app.news.unknown_company';
export const NEWS_UNKNOWN_GROUP = 'app.news.unknown_group';

interface NewsTarget {
  audience: NewsAudience;
  companyId?: string | null;
  groupId?: string | null;
  publishFrom?: string | Date | null;
  publishUntil?: string | Date | null;
}

const time = (d: string | Date | null | undefined) =>
  d === null || d === undefined ? undefined : new Date(d).getTime();

/**
 * The broken rules of a news item, by field: a client audience names its client, a group audience
 * its group, and the window ends after it starts. The browser and the server read them alike.
 */
export function newsErrors(item: NewsTarget): Record<string, string> {
  const errors: Record<string, string> = {};
  if (item.audience === 'company' && !item.companyId) errors.companyId = NEWS_COMPANY_REQUIRED;
  if (item.audience === 'group' && !item.groupId) errors.groupId = NEWS_GROUP_REQUIRED;
  const from = time(item.publishFrom);
  const until = time(item.publishUntil);
  if (from !== undefined && until !== undefined && until <= from)
    errors.publishUntil = NEWS_WINDOW_ORDER;
  return errors;
}

/** The audience's own reference kept, the other one dropped (a hidden input may still hold one). */
export function newsTarget<T extends NewsTarget>(item: T) {
  return {
    audience: item.audience,
    companyId: item.audience === 'company' ? (item.companyId ?? null) : null,
    groupId: item.audience === 'group' ? (item.groupId ?? null) : null,
  };
}
