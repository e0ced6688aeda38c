// src/zod-jitless.ts switches zod's jit off through the global zod keeps its settings in, without
// importing zod (which then stays out of the browser's first load). This checks that zod still reads it.
import '../../src/zod-jitless';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { util } from 'zod/v4/core';

describe('zod jitless switch', () => {
  it('is seen by zod, which then never probes new Function()', () => {
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
    expect(util.allowsEval.value).toBe(false);
  });
});
