// Issue 23 §5: every endpoint the client calls has its function in core/api/<resource>.ts; stores and
// widgets call those, never a literal path, so a path changes in one place.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'fixtures' ? [] : sources(full);
    return /\.(ts|tsx)$/.test(e.name) && !/\.(test|stories)\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe('API paths live in core/api only', () => {
  it('no store and no widget names an /api/ path', () => {
    const offenders = [...sources('core/stores'), ...sources('widgets')].filter((f) => /['"`]\/api\//.test(fs.readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
