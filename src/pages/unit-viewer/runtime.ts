import { beaconCommit } from '../../../dataProvider/trackers';
import type { Attempt } from '../../../domain/entities/tracker';

export type SaveState = 'not_saved' | 'saving' | 'saved' | 'failed';

/** The SCORM API as the viewer uses it (scorm-again's Scorm12API / Scorm2004API). */
interface ScormApi {
  loadFromJSON(json: Record<string, unknown>, element?: string): void;
  getFlattenedCMI(): Record<string, unknown>;
  renderCommitCMI(terminate: boolean, includeTotalTime?: boolean): unknown;
  on(event: string, callback: (...args: unknown[]) => void): void;
  cmi: Record<string, unknown> & { core?: Record<string, unknown> };
  isTerminated?: () => boolean;
}

export interface Runtime {
  /**
   * The final commit (pagehide, leaving the page): by sendBeacon. For content that never called
   * Initialize only the visible seconds go: no tracker is stored for it.
   */
  finish(): void;
  destroy(): void;
}

/** What a saved cmi needs before loadFromJSON: no session time (write-only, it starts anew). */
export function resumableCmi(version: '1.2' | '2004', cmi: Record<string, unknown>) {
  const copy = structuredClone(cmi) as Record<string, unknown>;
  if (version === '1.2') {
    const core = copy.core as Record<string, unknown> | undefined;
    if (core && typeof core === 'object') {
      delete core.session_time;
      delete core.entry;
    }
  } else {
    delete copy.session_time;
    delete copy.entry;
  }
  return copy;
}

/** The cmi of a commit object (json format: { cmi: {...} }), without the outer key. */
const cmiOf = (commit: unknown): Record<string, unknown> => {
  const c = (commit ?? {}) as Record<string, unknown>;
  return (c.cmi && typeof c.cmi === 'object' ? c.cmi : c) as Record<string, unknown>;
};

/**
 * Starts scorm-again for an attempt, lazily loaded (this route only): the API object with the saved
 * cmi and entry "resume", commits to the attempt's capability URL, and the cross-frame bridge that
 * answers the content origin's launcher, which holds the package's API and frames the SCO (the
 * launcher asks for the saved cmi before the SCO loads). Call it BEFORE the iframe gets its src.
 * onInitialize is called when the content calls Initialize (LMSInitialize in 1.2).
 */
export async function startRuntime(
  attempt: Attempt,
  onState: (state: SaveState) => void,
  visibleSeconds: () => number,
  onInitialize: () => void = () => {},
): Promise<Runtime> {
  const { CrossFrameLMS, Scorm12API, Scorm2004API } = await import('scorm-again');
  let sequence = attempt.sequence;
  let terminated = false;
  let initialized = false;
  const settings = {
    autocommit: true,
    autocommitSeconds: 5,
    lmsCommitUrl: attempt.commitUrl,
    dataCommitFormat: 'json',
    useAsynchronousCommits: true,
    asyncModeBeaconBehavior: 'on-terminate',
    terminationCommitContentType: 'text/plain;charset=UTF-8',
    commitRequestDataType: 'application/json;charset=UTF-8',
    logLevel: 5,
    requestHandler: (commit: unknown) => {
      onState('saving');
      sequence += 1;
      return { cmi: cmiOf(commit), sequence, seconds: visibleSeconds() };
    },
    responseHandler: async (response: Response) => {
      const ok = response.ok;
      onState(ok ? 'saved' : 'failed');
      return ok ? { result: 'true', errorCode: 0 } : { result: 'false', errorCode: 101 };
    },
  } as const;
  const api = (attempt.version === '1.2'
    ? new Scorm12API(settings as never)
    : new Scorm2004API(settings as never)) as unknown as ScormApi;

  if (Object.keys(attempt.cmi).length > 0) {
    api.loadFromJSON(resumableCmi(attempt.version, attempt.cmi));
    if (attempt.version === '1.2' && api.cmi.core) api.cmi.core.entry = 'resume';
    else api.cmi.entry = 'resume';
  } else if (attempt.version === '1.2' && api.cmi.core) api.cmi.core.entry = 'ab-initio';
  else api.cmi.entry = 'ab-initio';

  const onTerminate = () => {
    terminated = true;
    onState('saved');
  };
  api.on(attempt.version === '1.2' ? 'LMSFinish' : 'Terminate', onTerminate);
  api.on(attempt.version === '1.2' ? 'LMSInitialize' : 'Initialize', () => {
    initialized = true;
    onInitialize();
  });

  // The package's frame talks to the API from the content origin only. Each of its SetValue calls
  // is two messages (the call, then a cache refresh): a package writing its interactions at once
  // must not meet the default limit of 100 a second, past which calls are dropped.
  const bridge = new CrossFrameLMS(api as never, attempt.contentOrigin, { rateLimit: 2000 });

  return {
    finish() {
      if (terminated) return;
      terminated = true;
      if (!initialized) {
        const seconds = visibleSeconds();
        if (seconds > 0) beaconCommit(attempt.commitUrl, { seconds });
        return;
      }
      sequence += 1;
      beaconCommit(attempt.commitUrl, {
        cmi: cmiOf(api.renderCommitCMI(true, true)),
        sequence,
        seconds: visibleSeconds(),
      });
    },
    destroy() {
      bridge.destroy();
    },
  };
}
