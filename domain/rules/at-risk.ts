import type { AtRiskFigures, AtRiskRule } from '../entities/at-risk';
import type { AtRiskSettings } from '../entities/settings';
import { AT_RISK_DEFAULTS, AtRiskSettingsSchema } from '../entities/settings';
import {
  daysBetween,
  elapsedShare,
  type GroupDates,
  inactiveSince,
  running,
} from './elearning-notifications';

/**
 * The learners-at-risk rules (issue 46 part 3, Qualiopi indicator 12): pure, on what the at-risk
 * pass reads of a learner in a running group (server/jobs/at-risk.ts), with the thresholds of the
 * settings (domain/entities/settings.ts).
 */

/** What the pass reads of one learner in one group, on `today` (YYYY-MM-DD). */
export interface LearnerInGroup {
  group: GroupDates;
  /** The day she joined the group. */
  joined: string;
  /** Her unjustified absences (half-days marked absent) in the last `absences.days` days. */
  absences: number;
  /** Her last day of e-learning in the units of the group's courses; null: never. */
  lastActivity: string | null;
  /** Her e-learning hours in the group and the group's e-learning hours planned (null: none). */
  elearningHours: number;
  elearningTargetHours: number | null;
  /** Her hours done in the group (in class and e-learning) and her hours planned in it. */
  doneHours: number;
  plannedHours: number;
}

export interface AtRiskReason {
  rule: AtRiskRule;
  figures: AtRiskFigures;
}

const round1 = (h: number) => Math.round(h * 10) / 10;

/** The stored settings as the rules read them: the defaults until a Super Administrator saves hers. */
export function atRiskSettingsOf(stored: unknown): AtRiskSettings {
  const parsed = AtRiskSettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : AT_RISK_DEFAULTS;
}

/**
 * Unjustified absences: `halfDays` half-days marked absent (not justified) or more in the last
 * `days` days.
 */
function absencesReason(l: LearnerInGroup, s: AtRiskSettings['absences']): AtRiskReason | null {
  if (!s.on || l.absences < s.halfDays) return null;
  return {
    rule: 'absences',
    figures: { absences: l.absences, halfDays: s.halfDays, days: s.days },
  };
}

/**
 * E-learning inactivity: no tracked activity for `days` days (counted from her last day of activity,
 * or, never active, from the later of the group's start and the day she joined it) while the
 * group's running and its e-learning hours planned are not reached. No e-learning planned, no rule.
 */
function inactivityReason(
  l: LearnerInGroup,
  today: string,
  s: AtRiskSettings['inactivity'],
): AtRiskReason | null {
  if (!s.on || l.elearningTargetHours === null || l.elearningTargetHours <= 0) return null;
  if (l.elearningHours >= l.elearningTargetHours) return null;
  const since = inactiveSince(l.group, l.lastActivity, l.joined, today, s.days);
  if (since === null) return null;
  return {
    rule: 'inactivity',
    figures: {
      lastActivity: l.lastActivity,
      days: daysBetween(since, today),
      doneHours: round1(l.elearningHours),
      targetHours: round1(l.elearningTargetHours),
    },
  };
}

/**
 * Behind plan: her hours done are below `percent` % of the hours due by now, her hours planned pro
 * rata of the group's dates past. A group without both dates, or not begun, has nothing due.
 */
function behindReason(
  l: LearnerInGroup,
  today: string,
  s: AtRiskSettings['behind'],
): AtRiskReason | null {
  if (!s.on || !running(l.group, today)) return null;
  const share = elapsedShare(l.group, today);
  if (share === null || share <= 0) return null;
  const expected = l.plannedHours * share;
  if (expected <= 0 || l.doneHours >= (expected * s.percent) / 100) return null;
  return {
    rule: 'behind',
    figures: {
      doneHours: round1(l.doneHours),
      expectedHours: round1(expected),
      percent: s.percent,
    },
  };
}

/** Every rule that holds for her in the group today, with what it saw. */
export function atRiskReasons(
  learner: LearnerInGroup,
  today: string,
  settings: AtRiskSettings,
): AtRiskReason[] {
  return [
    absencesReason(learner, settings.absences),
    inactivityReason(learner, today, settings.inactivity),
    behindReason(learner, today, settings.behind),
  ].filter((r): r is AtRiskReason => r !== null);
}

/** Countries whose clients read German, and French (Luxembourg's administration writes French). */
const GERMAN = new Set(['DE', 'AT', 'CH', 'LI']);
const FRENCH = new Set(['FR', 'LU', 'BE', 'MC']);

/**
 * The language of a client contact's mails (her learners at risk, her surveys): her company
 * country's, German or French, else English (a client contact has no language of her own).
 */
export function clientLanguageOf(country: string): 'en' | 'fr' | 'de' {
  const code = country.toUpperCase();
  return GERMAN.has(code) ? 'de' : FRENCH.has(code) ? 'fr' : 'en';
}
