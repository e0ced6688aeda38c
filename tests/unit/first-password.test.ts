import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generatedPasswordLine } from '../../server/start';

describe('the generated first password in the start banner', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'first-password-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is shown in a terminal, and no file is written', () => {
    const dir = dataDir();
    expect(generatedPasswordLine(dir, 'Secret-1!xyz', true)).toContain('Secret-1!xyz');
    expect(() => statSync(join(dir, 'admin-password'))).toThrow();
  });

  it('goes to DATA_DIR/admin-password, readable by its owner only, in a pipe or a container', () => {
    const dir = dataDir();
    const line = generatedPasswordLine(dir, 'Secret-1!xyz', false);
    expect(line).not.toContain('Secret-1!xyz');
    expect(line).toContain(join(dir, 'admin-password'));
    expect(readFileSync(join(dir, 'admin-password'), 'utf8')).toBe('Secret-1!xyz\n');
    expect(statSync(join(dir, 'admin-password')).mode & 0o777).toBe(0o600);
  });
});
