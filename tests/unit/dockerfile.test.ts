import { readFileSync } from 'node:fs';
import { ValidationSeverity, type ValidatorSettings, validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { readStages } from '../image/dockerfile-steps';

/** Every check the linter can make, each at least a warning: the Dockerfile must raise none. */
const STRICT: Required<ValidatorSettings> = {
  deprecatedMaintainer: ValidationSeverity.ERROR,
  directiveCasing: ValidationSeverity.ERROR,
  emptyContinuationLine: ValidationSeverity.ERROR,
  instructionCasing: ValidationSeverity.ERROR,
  instructionCmdMultiple: ValidationSeverity.ERROR,
  instructionEntrypointMultiple: ValidationSeverity.ERROR,
  instructionHealthcheckMultiple: ValidationSeverity.ERROR,
  instructionJSONInSingleQuotes: ValidationSeverity.ERROR,
  instructionWorkdirRelative: ValidationSeverity.ERROR,
};

const problems = (text: string) =>
  validate(text, STRICT).map((d) => `line ${d.range.start.line + 1}: ${d.message}`);

describe('Dockerfile', () => {
  it('passes the Docker language service linter (dockerfile-utils) with no error or warning', () => {
    expect(problems(readFileSync('Dockerfile', 'utf8'))).toEqual([]);
  });

  it('is a check that can fail', () => {
    const bad = 'FROM node:22-slim\nworkdir app\nEXPOSE 99999\nHEALTHCHECK --interval=3 CMD\n';
    expect(problems(bad).length).toBeGreaterThanOrEqual(3);
  });

  it('builds on Node 22 slim and runs as a non-root user with a health check of /api/health', () => {
    const stages = readStages('Dockerfile');
    expect(stages.map((s) => s.image)).toEqual(stages.map(() => 'node:22-slim'));
    const last = stages.at(-1)!.steps;
    const user = last.findLast((s) => s.kind === 'USER');
    expect(user && user.user !== '0' && user.user !== 'root').toBe(true);
    const health = last.find((s) => s.kind === 'HEALTHCHECK');
    expect(health?.command.join(' ')).toContain('/api/health`');
  });
});
