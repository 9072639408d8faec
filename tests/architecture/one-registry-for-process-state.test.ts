import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC, sourceFiles } from './source-files';

/*
 * Process-wide objects (the database connection, the auth instance, the front server's bridges…)
 * live in one registry, src/lib/process-singleton.ts. A hand-written slot on globalThis elsewhere
 * is a second registry nobody lists, with its own key to collide and its own typing to drift.
 */
const HOME = 'lib/process-singleton.ts';

describe('one registry for process state', () => {
  it('names globalThis in lib/process-singleton.ts only', () => {
    const files = sourceFiles().map((file) => path.relative(SRC, file));
    expect(files).toContain(HOME);
    const naming = files.flatMap((file) =>
      readFileSync(path.join(SRC, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (file !== HOME && /\bglobalThis\b/.test(line) ? [`${file}:${index + 1}`] : [])),
    );
    expect(naming).toEqual([]);
  });
});
