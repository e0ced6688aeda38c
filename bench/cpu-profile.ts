import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code lives: a package of node_modules, a file of ours, or node itself. */
function owner(url: string): string {
  if (!url) return '(native, GC, idle)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return url;
  const ours = url.indexOf('/main/');
  return ours >= 0 ? url.slice(ours + '/main/'.length) : url;
}

/** Self time of a V8 .cpuprofile summed per function and per owner, largest first, in ms and %. */
export function summarise(file: string, top = 25) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  for (const [i, id] of profile.samples.entries()) {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const functions = new Map<string, number>();
  const owners = new Map<string, number>();
  for (const [id, ms] of self) {
    const { callFrame } = byId.get(id) as ProfileNode;
    const where = owner(callFrame.url);
    const name = `${callFrame.functionName || '(anonymous)'} ${where}:${callFrame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
    owners.set(where, (owners.get(where) ?? 0) + ms);
  }
  const rank = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(
        ([k, ms]) => `${((100 * ms) / total).toFixed(1).padStart(5)}%  ${Math.round(ms)} ms  ${k}`,
      );
  return { totalMs: total, owners: rank(owners), functions: rank(functions) };
}

// `tsx bench/cpu-profile.ts <file.cpuprofile> [top]` prints both rankings.
if (process.argv[1]?.endsWith('cpu-profile.ts') && process.argv[2]) {
  const { totalMs, owners, functions } = summarise(process.argv[2], Number(process.argv[3] ?? 25));
  console.log(`total ${Math.round(totalMs)} ms\n\nby owner\n${owners.join('\n')}`);
  console.log(`\nby function (self time)\n${functions.join('\n')}`);
}
