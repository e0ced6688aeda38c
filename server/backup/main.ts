// `npm run backup`, `npm run restore`: the backup command (server/backup/cli.ts), compiled beside
// the server as dist-server/backup.mjs.
import { runCli } from './cli';

process.exitCode = await runCli(process.argv.slice(2));
