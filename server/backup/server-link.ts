import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * DATA_DIR/running-server.json: how `npm run backup` reaches the server that holds the embedded
 * database (PGlite opens its data dir in one process only). Written by the server once it listens,
 * mode 600: its token is known only to who can read DATA_DIR; removed when the server closes.
 */
export const LINK_FILE = 'running-server.json';

const LinkSchema = z.object({ pid: z.number().int(), url: z.string(), token: z.string() });
export type ServerLink = z.infer<typeof LinkSchema>;

/** The URL this machine reaches a listening address at: a wildcard address through loopback. */
export function localUrl(address: AddressInfo): string {
  const host =
    address.address === '0.0.0.0' || address.address === ''
      ? '127.0.0.1'
      : address.address === '::'
        ? '[::1]'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
  return `http://${host}:${address.port}`;
}

export function writeServerLink(dataDir: string, link: ServerLink) {
  writeFileSync(join(dataDir, LINK_FILE), JSON.stringify(link), { mode: 0o600 });
}

/** Removes the link, if it is still this server's (a second server may have written its own). */
export function removeServerLink(dataDir: string, token: string) {
  if (readServerLink(dataDir)?.token === token) rmSync(join(dataDir, LINK_FILE), { force: true });
}

function readServerLink(dataDir: string): ServerLink | undefined {
  try {
    const parsed = LinkSchema.safeParse(JSON.parse(readFileSync(join(dataDir, LINK_FILE), 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** True when the process exists (EPERM: it does, another user's). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The server running on this data dir, as its link says; undefined when none (no link, or its process is gone). */
export function runningServer(dataDir: string): ServerLink | undefined {
  const link = readServerLink(dataDir);
  return link && alive(link.pid) ? link : undefined;
}
