import { buildApp } from './app';
import { ensureUnpackedByFilename } from './areas/units/service';
import { loadConfig } from './config';
import { buildContentApp } from './content/app';
import { contentOrigin, contentPort } from './content/urls';
import { generatedPasswordLine, seedAtStart } from './start';

const config = loadConfig();
const app = await buildApp(config);
const startInfo = await seedAtStart(app);
// The origin of SCORM content: a second port of this server.
const content = await buildContentApp(config, {
  ensureUnpacked: (filename) =>
    ensureUnpackedByFilename({ db: app.db, config, files: app.files }, filename),
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    await Promise.all([app.close(), content.close()]);
    clearTimeout(timer);
    process.exit(0);
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
await content.listen({ port: contentPort(config), host: config.HOST });
const lines = [
  '',
  `  Intranet is running on ${config.APP_URL.replace(/:\d+$/, `:${config.PORT}`)}`,
  `  SCORM content: ${contentOrigin(config)}`,
  `  Database: ${app.databaseKind === 'pglite' ? `embedded (${config.dataDir}/db)` : 'PostgreSQL'}`,
];
if (startInfo.adminCreated) {
  lines.push(`  Super Administrator: ${config.ADMIN_EMAIL}`);
  lines.push(
    startInfo.generatedPassword
      ? generatedPasswordLine(
          config.dataDir,
          startInfo.generatedPassword,
          process.stdout.isTTY === true,
        )
      : '  Password: the value of ADMIN_PASSWORD',
  );
}
if (startInfo.demoSeeded) lines.push('  Demo data loaded.');
console.log(`${lines.join('\n')}\n`);
