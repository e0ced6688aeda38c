import { readFileSync } from 'node:fs';
import { Copy, DockerfileParser, Env, From, type Instruction } from 'dockerfile-ast';

/** One instruction of a stage, as the build-steps test follows it. */
export type Step =
  | { kind: 'WORKDIR'; path: string }
  | { kind: 'COPY'; from?: string; sources: string[]; destination: string }
  | { kind: 'RUN'; command: string }
  | { kind: 'ENV'; values: [string, string][] }
  | { kind: 'USER'; user: string; group?: string }
  | { kind: 'VOLUME'; paths: string[] }
  | { kind: 'EXPOSE'; ports: number[] }
  | { kind: 'HEALTHCHECK'; command: string[] }
  | { kind: 'CMD'; command: string[] };

export interface Stage {
  /** The `AS` name, or the stage's index when it has none. */
  name: string;
  image: string;
  steps: Step[];
}

/** JSON (exec) form only: the shell form would need a shell's word splitting. */
function jsonForm(instruction: Instruction, text: string): string[] {
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === 'string'))
    throw new Error(`${instruction.getKeyword()} must be in JSON form: ${text}`);
  return parsed;
}

function step(instruction: Instruction): Step {
  const keyword = instruction.getKeyword();
  const args = instruction.getArguments().map((a) => a.getValue());
  const content = instruction.getArgumentsContent() ?? '';
  switch (keyword) {
    case 'WORKDIR':
      return { kind: 'WORKDIR', path: content.trim() };
    case 'COPY': {
      const flags = instruction instanceof Copy ? instruction.getFlags() : [];
      const unknown = flags.filter((f) => f.getName() !== 'from');
      if (unknown.length) throw new Error(`COPY flag not followed: --${unknown[0].getName()}`);
      const from = flags.find((f) => f.getName() === 'from')?.getValue() ?? undefined;
      return { kind: 'COPY', from, sources: args.slice(0, -1), destination: args.at(-1)! };
    }
    case 'RUN':
      return { kind: 'RUN', command: content };
    case 'ENV':
      if (!(instruction instanceof Env)) throw new Error('ENV is no Env');
      return {
        kind: 'ENV',
        values: instruction.getProperties().map((p) => [p.getName(), p.getValue() ?? '']),
      };
    case 'USER': {
      const [user, group] = content.trim().split(':');
      return { kind: 'USER', user, group };
    }
    case 'VOLUME':
      return { kind: 'VOLUME', paths: jsonForm(instruction, content) };
    case 'EXPOSE':
      return { kind: 'EXPOSE', ports: args.map((a) => Number(a.replace(/\/tcp$/, ''))) };
    case 'HEALTHCHECK': {
      const match = /^CMD\s+(.*)$/s.exec(content.trim());
      if (!match) throw new Error(`HEALTHCHECK without CMD: ${content}`);
      return { kind: 'HEALTHCHECK', command: jsonForm(instruction, match[1]) };
    }
    case 'CMD':
      return { kind: 'CMD', command: jsonForm(instruction, content) };
    default:
      throw new Error(
        `The build-steps test does not follow ${keyword} (Dockerfile line ${instruction.getRange().start.line + 1})`,
      );
  }
}

/** The Dockerfile's stages, in order, with the steps the build-steps test follows. */
export function readStages(file: string): Stage[] {
  const dockerfile = DockerfileParser.parse(readFileSync(file, 'utf8'));
  const stages: Stage[] = [];
  for (const instruction of dockerfile.getInstructions()) {
    if (instruction instanceof From) {
      stages.push({
        name: instruction.getBuildStage() ?? String(stages.length),
        image: instruction.getImage() ?? '',
        steps: [],
      });
      continue;
    }
    if (!stages.length) throw new Error('An instruction before the first FROM');
    stages.at(-1)!.steps.push(step(instruction));
  }
  return stages;
}
