import type { ConsoleMessage } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env';
import { expect, signIn, test } from './fixtures';
import {
  type DiscoveryActivity,
  discoveryActivities,
  SESSION_SECONDS,
  SILENT_ACTIVITY,
  scorm12DiscoveryPackage,
  scorm12SilentPackage,
  scorm2004DiscoveryPackage,
} from './scorm-packages';
import { figuresOf, platformOf, scoFrame, viewerPath } from './scorm-packages/platform';

const NOT_REPORTING = 'This unit is not reporting to the platform, so progress cannot be saved.';

test('every way a package finds the SCORM API is tracked, and a silent package is told', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The frames' console (the SCO's and the launcher's): the evidence when a search or a call fails.
  const consoleLines: string[] = [];
  const onConsole = (m: ConsoleMessage) =>
    consoleLines.push(`[${m.type()}] ${m.location().url || '?'}: ${m.text()}`);
  page.on('console', onConsole);
  page.on('pageerror', (e) => consoleLines.push(`[pageerror] ${e.message}`));

  try {
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    const platform = await platformOf(page);
    const units = {
      '1.2': await platform.upload('discovery-12.zip', await scorm12DiscoveryPackage()),
      '2004': await platform.upload('discovery-2004.zip', await scorm2004DiscoveryPackage()),
    };
    const silent = await platform.upload('silent-12.zip', await scorm12SilentPackage());

    for (const version of ['1.2', '2004'] as const) {
      const unit = units[version];
      for (const activity of discoveryActivities(version)) {
        await test.step(`SCORM ${version}, ${activity.id}`, async () => {
          await page.goto(viewerPath(unit, activity.id));
          const sco = scoFrame(page);
          const reporting = activity.innerFrame ? sco.frameLocator(activity.innerFrame) : sco;
          await expect(reporting.getByText(`Reported: ${activity.id}`)).toBeVisible();
          // Leaving sends the viewer's final commit (a beacon).
          await page.goto('about:blank');
          await expect
            .poll(async () => figuresOf(await platform.trackers(unit._id), activity.id), {
              message: `the tracker of ${version} ${activity.id}`,
            })
            .toEqual(expected(activity));
        });
      }
    }

    await test.step('a package that never initializes', async () => {
      // The viewer's wait for Initialize runs on a fake clock, fast-forwarded past it.
      await page.clock.install();
      await page.goto(viewerPath(silent, SILENT_ACTIVITY));
      await expect(scoFrame(page).getByText(`Not initializing: ${SILENT_ACTIVITY}`)).toBeVisible();
      await expect(page.getByText(NOT_REPORTING)).toBeHidden();
      await page.clock.fastForward(21_000);
      await expect(page.getByText(NOT_REPORTING)).toBeVisible();
      await page.goto('about:blank');
      // The time on the page still counts; once it is in, no tracker may have come with it.
      await expect
        .poll(async () => (await platform.idle(silent._id)).seconds, {
          message: 'seconds counted for the silent unit',
        })
        .toBeGreaterThan(0);
      expect(await platform.trackers(silent._id)).toEqual([]);
    });
  } finally {
    page.off('console', onConsole);
    await test
      .info()
      .attach('console', { body: consoleLines.join('\n'), contentType: 'text/plain' });
  }
});

/** The tracker's figures of an activity (domain/rules/tracking.ts): both versions end "passed". */
function expected(activity: DiscoveryActivity) {
  return {
    status: 'passed',
    score: activity.score,
    location: activity.location,
    totalSeconds: SESSION_SECONDS,
  };
}
