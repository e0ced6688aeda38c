/**
 * Injects scorm-again's cross-frame API into a package's launch pages at unpack time, so the
 * package finds window.API / API_1484_11 while the runtime lives in the app (issue 8, viewer slice).
 * Called by the unpacker with the unpacked folder and the launch files relative to it.
 */
export async function injectBridge(_folder: string, _launchFiles: string[]): Promise<void> {}
