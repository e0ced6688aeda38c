import { instantOrNull, numOrNull, type Row, str } from './raw-rows';

/**
 * A learner's latest test handed in for a client, read from the `last_*` columns of her raw row
 * (a lateral join on test_attempts); null when she has handed none in.
 */
export function latestClientTest(r: Row) {
  if (r.last_id === null || r.last_id === undefined) return null;
  return {
    _id: str(r.last_id),
    title: str(r.last_title),
    score: numOrNull(r.last_score),
    level: numOrNull(r.last_level),
    finishedAt: instantOrNull(r.last_finished) ?? '',
  };
}
