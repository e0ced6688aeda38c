import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  statSync,
} from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join, matchesGlob, posix } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { readStages, type Step } from './dockerfile-steps';

/**
 * The image's build, without a container runtime: the Dockerfile's own steps (tests/image/
 * dockerfile-steps.ts reads them) followed in a clean folder. Each stage gets a folder standing for
 * its root file system; the build context is the repository's files less .dockerignore's; RUN runs
 * in sh with the stage's ENV; the last stage's CMD starts the server as the image's USER on the
 * DATA_DIR volume, and its HEALTHCHECK must pass. What the base image gives (node 22, npm) is this
 * machine's. Slow (npm ci twice and the build): its own Vitest project, once in `npm test`.
 */

const run = promisify(execFile);
const isRoot = process.getuid?.() === 0;

/** Files of the build context: tracked and new files, less what .dockerignore leaves out. */
function contextFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      encoding: 'utf8',
    },
  );
  const patterns = existsSync('.dockerignore')
    ? readFileSync('.dockerignore', 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#'))
    : [];
  return listed
    .split('\0')
    .filter((file) => file && existsSync(file) && !lstatSync(file).isDirectory())
    .filter((file) => !dockerignored(patterns, file));
}

/** Docker's rule: the last pattern that matches the path or a folder above it decides; `!` keeps. */
function dockerignored(patterns: string[], file: string): boolean {
  const parts = file.split('/');
  let ignored = false;
  for (const line of patterns) {
    const keep = line.startsWith('!');
    const pattern = posix.normalize(keep ? line.slice(1) : line).replace(/^\/+/, '');
    if (parts.some((_, i) => matchesGlob(parts.slice(0, i + 1).join('/'), pattern)))
      ignored = !keep;
  }
  return ignored;
}

/** Two free consecutive ports: the app's PORT and the content origin's PORT + 1. */
async function freePorts(): Promise<number> {
  const listen = (port: number) =>
    new Promise<number | null>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(null));
      server.listen(port, '127.0.0.1', () => {
        const { port: bound } = server.address() as { port: number };
        server.close(() => resolve(bound));
      });
    });
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await listen(0);
    if (port && port < 65535 && (await listen(port + 1))) return port;
  }
  throw new Error('No two free consecutive ports');
}

interface StageState {
  root: string;
  workdir: string;
  env: Record<string, string>;
  user?: { uid: number; gid: number };
  volumes: string[];
  exposed: number[];
  healthcheck?: string[];
  cmd?: string[];
}

/** A path of the stage's file system, in its folder. */
const inRoot = (state: StageState, path: string) =>
  join(state.root, posix.resolve(state.workdir, path));

/** The command as the stage's USER: setpriv, as `docker run` does with the image's user. */
const asUser = (state: StageState, command: string[]) =>
  state.user
    ? [
        'setpriv',
        `--reuid=${state.user.uid}`,
        `--regid=${state.user.gid}`,
        '--clear-groups',
        '--',
        ...command,
      ]
    : command;

/**
 * What a process of the stage sees: the base image's tools (this machine's PATH), a home folder of
 * the stage's own, npm's cache of this test (`npmCache`), and ENV. npm takes from that cache what it
 * holds without asking the registry whether it changed (prefer-offline): npm ci otherwise asks for
 * each of its 1,442 packages' metadata (the test took 206 s with those requests, 75 s without); the packages
 * installed are the lockfile's either way.
 */
const stageEnv = (state: StageState, npmCache: string) => ({
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  HOME: join(state.root, 'root'),
  npm_config_cache: npmCache,
  npm_config_prefer_offline: 'true',
  ...state.env,
});

/**
 * npm's cache for the steps: this machine's, copied, so that npm ci reads the packages it already
 * has and nothing a step does reaches the original. The packages' files (immutable, named by their
 * digest) are hard links, the index (which npm appends to) is copied.
 */
function npmCacheCopy(into: string): string {
  const cache = join(into, 'npm-cache');
  const own = join(
    execFileSync('npm', ['config', 'get', 'cache'], { encoding: 'utf8' }).trim(),
    '_cacache',
  );
  mkdirSync(join(cache, '_cacache'), { recursive: true });
  if (existsSync(join(own, 'content-v2')))
    execFileSync('cp', ['-al', join(own, 'content-v2'), join(cache, '_cacache')]);
  if (existsSync(join(own, 'index-v5')))
    execFileSync('cp', ['-r', join(own, 'index-v5'), join(cache, '_cacache')]);
  return cache;
}

/** Where the steps read the build context and keep npm's cache. */
interface Build {
  context: string;
  npmCache: string;
}

async function follow(
  step: Step,
  state: StageState,
  roots: Map<string, StageState>,
  build: Build,
): Promise<void> {
  switch (step.kind) {
    case 'WORKDIR':
      state.workdir = posix.resolve(state.workdir, step.path);
      mkdirSync(inRoot(state, '.'), { recursive: true });
      return;
    case 'ENV':
      // A path of the image is a path in the stage's folder here.
      for (const [name, value] of step.values)
        state.env[name] = value.startsWith('/') ? join(state.root, value) : value;
      return;
    case 'COPY': {
      const source = step.from ? roots.get(step.from) : undefined;
      if (step.from && !source) throw new Error(`COPY --from=${step.from}: no such stage`);
      const into = step.destination.endsWith('/') || step.sources.length > 1;
      for (const path of step.sources) {
        if (/[*?[]/.test(path)) throw new Error(`COPY with a wildcard is not followed: ${path}`);
        const from = source
          ? join(source.root, posix.resolve('/', path))
          : join(build.context, path);
        const to = inRoot(state, step.destination);
        if (statSync(from).isDirectory() && source) {
          // Another stage's folder (node_modules): hard links, not a copy of its gigabyte. That
          // stage is done, and the image's later steps change no file in place.
          mkdirSync(to, { recursive: true });
          await run('cp', ['-al', `${from}/.`, to]);
        } else if (statSync(from).isDirectory())
          cpSync(from, to, { recursive: true, verbatimSymlinks: true });
        else {
          mkdirSync(into ? to : join(to, '..'), { recursive: true });
          cpSync(from, into ? join(to, basename(from)) : to);
        }
      }
      return;
    }
    case 'RUN': {
      const [file, ...args] = asUser(state, ['sh', '-c', step.command]);
      mkdirSync(join(state.root, 'root'), { recursive: true });
      await run(file, args, {
        cwd: inRoot(state, '.'),
        env: stageEnv(state, build.npmCache),
        maxBuffer: 64 * 1024 * 1024,
      }).catch((error: { stdout?: string; stderr?: string }) => {
        throw new Error(`RUN ${step.command} failed:\n${error.stdout}\n${error.stderr}`);
      });
      return;
    }
    case 'USER': {
      const [uid, gid] = [Number(step.user), Number(step.group ?? step.user)];
      if (!Number.isInteger(uid) || !Number.isInteger(gid))
        throw new Error(`USER ${step.user}: numeric ids only`);
      state.user = { uid, gid };
      return;
    }
    case 'VOLUME':
      state.volumes.push(...step.paths);
      return;
    case 'EXPOSE':
      state.exposed.push(...step.ports);
      return;
    case 'HEALTHCHECK':
      state.healthcheck = step.command;
      return;
    case 'CMD':
      state.cmd = step.command;
      return;
  }
}

async function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('the Dockerfile followed in a clean folder', () => {
  let work: string | undefined;
  // Three node_modules folders to delete: minutes on a busy disk, outside the test's own time.
  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  }, 30 * 60_000);

  it.skipIf(!isRoot)(
    // Not root: the image's steps change a folder's owner and start the server as another user.
    'installs and builds, keeps no dev dependency, and starts as its user on the DATA_DIR volume',
    async () => {
      const started = Date.now();
      const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
      const folder = mkdtempSync(join(tmpdir(), 'image-steps-'));
      work = folder;
      // The image's user reads the stages' folders, as it reads / in the container.
      chmodSync(folder, 0o755);
      let server: ChildProcess | undefined;
      try {
        const build: Build = { context: join(folder, 'context'), npmCache: npmCacheCopy(folder) };
        for (const file of contextFiles())
          cpSync(file, join(build.context, file), { verbatimSymlinks: true });

        const stages = readStages('Dockerfile');
        const states = new Map<string, StageState>();
        const built = new Map<string, Promise<StageState>>();
        for (const stage of stages) {
          expect(stage.image, `stage ${stage.name}`).toMatch(/^node:22(-|$)/);
          // As BuildKit does: the stages run side by side, each waiting for those it copies from.
          const needs = stage.steps.flatMap((s) => (s.kind === 'COPY' && s.from ? [s.from] : []));
          const before = needs.map((name) => built.get(name));
          built.set(
            stage.name,
            Promise.all(before).then(async () => {
              const state: StageState = {
                root: join(folder, 'stages', stage.name),
                workdir: '/',
                env: {},
                volumes: [],
                exposed: [],
              };
              mkdirSync(state.root, { recursive: true });
              for (const step of stage.steps) await follow(step, state, states, build);
              console.log(`stage ${stage.name} done at ${seconds()}`);
              states.set(stage.name, state);
              return state;
            }),
          );
        }
        await Promise.all(built.values());
        const final = states.get(stages.at(-1)!.name);
        if (!final?.cmd) throw new Error('The last stage has no CMD');
        const app = inRoot(final, '.');

        // npm's own record of the installed packages: none of them is there for development only.
        const installed = JSON.parse(
          readFileSync(join(app, 'node_modules/.package-lock.json'), 'utf8'),
        ) as { packages: Record<string, { dev?: boolean }> };
        const devOnly = Object.entries(installed.packages).filter(([, p]) => p.dev);
        expect(devOnly.map(([path]) => path)).toEqual([]);
        expect(existsSync(join(app, 'node_modules/vite'))).toBe(false);

        // The volume is DATA_DIR, owned by the user the server runs as.
        expect(final.user, 'a USER').toBeDefined();
        expect(final.user?.uid).not.toBe(0);
        const dataDir = final.env.DATA_DIR;
        expect(final.volumes.map((v) => join(final.root, v))).toEqual([dataDir]);
        expect(statSync(dataDir).uid).toBe(final.user?.uid);

        // PORT and PORT + 1 (the content origin) are the exposed ports.
        const imagePort = Number(final.env.PORT);
        expect(final.exposed).toEqual([imagePort, imagePort + 1]);

        const port = await freePorts();
        const env = {
          ...stageEnv(final, build.npmCache),
          PORT: String(port),
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
        };
        const [file, ...args] = asUser(final, final.cmd);
        server = spawn(file, args, { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        server.stdout?.on('data', (chunk) => {
          output += chunk;
        });
        server.stderr?.on('data', (chunk) => {
          output += chunk;
        });

        // The first start creates and migrates the embedded database: the image's start period.
        const deadline = Date.now() + 120_000;
        let healthy = false;
        while (!healthy && Date.now() < deadline) {
          if (server.exitCode !== null)
            throw new Error(`The server stopped (${server.exitCode}):\n${output}`);
          // The content origin starts listening just after the API (server/serve.ts).
          healthy =
            (await fetch(`http://127.0.0.1:${port}/api/health`).then(
              (r) => r.status === 200,
              () => false,
            )) &&
            (await fetch(`http://127.0.0.1:${port + 1}/`).then(
              () => true,
              () => false,
            ));
          if (!healthy) await new Promise((r) => setTimeout(r, 500));
        }
        expect(healthy, output).toBe(true);
        console.log(`server healthy at ${seconds()}`);

        // The image's HEALTHCHECK, as the runtime runs it: in the container, as its user.
        if (!final.healthcheck) throw new Error('The last stage has no HEALTHCHECK');
        const [checkFile, ...checkArgs] = asUser(final, final.healthcheck);
        await expect(run(checkFile, checkArgs, { cwd: app, env })).resolves.toBeDefined();

        // The content origin answers on PORT + 1.
        const content = await fetch(`http://127.0.0.1:${port + 1}/`);
        expect(content.status).toBeLessThan(500);

        // The embedded database was written by the server's user into the volume.
        expect(statSync(join(dataDir, 'db')).uid).toBe(final.user?.uid);

        server.kill('SIGTERM');
        expect(await exited(server), output).toBe(0);
        console.log(`stopped at ${seconds()}`);
      } finally {
        if (server && server.exitCode === null) {
          server.kill('SIGKILL');
          await exited(server);
        }
      }
    },
  );
});
