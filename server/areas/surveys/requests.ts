import { SURVEY_LINK_DAYS } from '../../../domain/entities/survey';
import type { SentKind } from '../../../domain/rules/survey';
import { derivedToken, hashToken, newNonce } from '../../lib/tokens';
import type { Due } from './recipients';

/** The links' purpose, so that no other kind of link's token is taken for one. */
const PURPOSE = 'survey';
export const surveyToken = (secret: string, nonce: string) => derivedToken(secret, PURPOSE, nonce);
/** Where the recipient answers: the app's public page for the token. */
export const surveyUrl = (appUrl: string, token: string) =>
  `${appUrl.replace(/\/+$/, '')}/survey/${token}`;
/** The key of the job that mails a request (0) or its reminder (1, 2): each goes once. */
export const surveyMailKey = (id: string, reminder: number) => `survey:${id}:${reminder}`;

/**
 * A new request's row: its nonce and the hash of the token made from it (the mail's job makes the
 * token again; it is never stored), open SURVEY_LINK_DAYS days.
 */
export function newRequest(
  secret: string,
  r: Omit<Due, 'lang'> & { kind: SentKind; surveyId: string; lang: string },
  now: Date,
) {
  const tokenNonce = newNonce();
  return {
    ...r,
    tokenNonce,
    tokenHash: hashToken(surveyToken(secret, tokenNonce)),
    expiresAt: new Date(now.getTime() + SURVEY_LINK_DAYS * 86_400_000),
  };
}
