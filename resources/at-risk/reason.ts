import { useCallback } from 'react';
import { type TranslateFunction, useLocaleState, useTranslate } from 'react-admin';
import type { AtRiskFlag } from '../../domain/entities/at-risk';
import { formatDate } from '../../domain/rules/dates';

const T = 'app.at_risk_ui';

/** What a flag's reason is read from: its rule and what the rule saw (its figures). */
export type FlagReason = Pick<AtRiskFlag, 'rule' | 'figures'>;

/** Hours as the reader writes them, to a tenth at most (2.5 h, 2,5 h). */
const hours = (value: number | undefined, locale: string) =>
  (value ?? 0).toLocaleString(locale, { maximumFractionDigits: 1 });

/**
 * A flag's reason in words, from its figures: "3 unjustified half-days in 30 days", "No e-learning
 * for 21 days (last on 12/11/2026), 2 of 10 h done", "4 of 12 h done by now (below 60 %)".
 */
export function reasonText(
  translate: TranslateFunction,
  locale: string,
  { rule, figures }: FlagReason,
) {
  switch (rule) {
    case 'absences':
      return translate(`${T}.reasons.absences`, {
        smart_count: figures.absences ?? 0,
        days: figures.days ?? 0,
      });
    case 'inactivity': {
      const args = {
        days: figures.days ?? 0,
        done: hours(figures.doneHours, locale),
        target: hours(figures.targetHours, locale),
      };
      return figures.lastActivity
        ? translate(`${T}.reasons.inactivity`, {
            ...args,
            date: formatDate(figures.lastActivity, locale) ?? '',
          })
        : translate(`${T}.reasons.inactivity_never`, args);
    }
    case 'behind':
      return translate(`${T}.reasons.behind`, {
        done: hours(figures.doneHours, locale),
        expected: hours(figures.expectedHours, locale),
        percent: figures.percent ?? 0,
      });
    default: {
      const missing: never = rule;
      throw new Error(`No reason for the rule ${missing}`);
    }
  }
}

/** The rule's name in the reader's language. */
export const ruleName = (translate: TranslateFunction, rule: AtRiskFlag['rule']) =>
  translate(`${T}.rules.${rule}`);

/** reasonText in the interface language. */
export function useReason() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useCallback(
    (flag: FlagReason) => reasonText(translate, locale, flag),
    [translate, locale],
  );
}
