// A seeded copy of the day (issue 15 point 4, docs/decisions/025-pglite-start.md, "Sixth pass"): the key
// names everything the data depends on, a copy is used only when complete, and a failed copy leaves the
// data directory empty.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, optionsFromEnv } from './options.js';
import { isEmptyDataDir } from './pglite-template.js';
import {
  fillFromSeededTemplate, findSeededCopy, findSeededTemplate, publishSeededTemplate, SEED_SHIFT_FILE, SEED_SOURCE_DIRS, seededKeyFor, seededTemplateKey, seedSourceHash,
} from './seeded-template.js';

const REPO = fileURLToPath(new URL('../..', import.meta.url));

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'seeded-template-'));
});
afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A stand-in for a closed, seeded PGlite directory: the files publish and fill copy. */
function fakeDataDir(name: string, content: string): string {
  const dir = path.join(tmp, name);
  fs.mkdirSync(path.join(dir, 'base', '1'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
  fs.writeFileSync(path.join(dir, 'base', '1', 'rows'), content);
  return dir;
}

describe('seededTemplateKey', () => {
  const parts = { migrationsFolder: MIGRATIONS_FOLDER, productCount: 300, referenceDate: '2026-11-28' };

  it('changes with the date and the product count, and names both', () => {
    const key = seededTemplateKey(parts);
    expect(key).toMatch(/^seeded-pglite-\d+\.\d+\.\d+-[0-9a-f]{12}-[0-9a-f]{12}-300-2026-11-28$/);
    expect(seededTemplateKey(parts)).toBe(key);
    expect(seededTemplateKey({ ...parts, referenceDate: '2026-11-29' })).not.toBe(key);
    expect(seededTemplateKey({ ...parts, productCount: 301 })).not.toBe(key);
  });

  it('changes with any non-test source file of the seed, not with a test', () => {
    const root = path.join(tmp, 'sources');
    fs.mkdirSync(path.join(root, 'seed', 'deep'), { recursive: true });
    fs.writeFileSync(path.join(root, 'seed', 'seed.ts'), 'export const a = 1;\n');
    fs.writeFileSync(path.join(root, 'seed', 'deep', 'data.json'), '{"b": 2}\n');
    fs.writeFileSync(path.join(root, 'seed', 'seed.test.ts'), 'test\n');
    fs.writeFileSync(path.join(root, 'package-lock.json'), '{}\n');
    const sources = { root, dirs: ['seed'], files: ['package-lock.json'] };
    const key = seededTemplateKey({ ...parts, sources });
    expect(seedSourceHash(sources)).toMatch(/^[0-9a-f]{12}$/);

    fs.appendFileSync(path.join(root, 'seed', 'seed.test.ts'), 'changed\n');
    expect(seededTemplateKey({ ...parts, sources })).toBe(key);
    fs.appendFileSync(path.join(root, 'seed', 'deep', 'data.json'), ' ');
    const afterJson = seededTemplateKey({ ...parts, sources });
    expect(afterJson).not.toBe(key);
    fs.appendFileSync(path.join(root, 'seed', 'seed.ts'), '// changed\n');
    expect(seededTemplateKey({ ...parts, sources })).not.toBe(afterJson);
    fs.writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion": 3}\n');
    expect(seededTemplateKey({ ...parts, sources })).not.toBe(afterJson);
  });

  it('hashes every directory the seed process imports from', () => {
    // The relative import graph of seed-child.ts (static and dynamic imports): a new import outside
    // SEED_SOURCE_DIRS would let a change there reuse a stale copy.
    const seen = new Set<string>();
    const stack = [path.join(REPO, 'api-server/seed/seed-child.ts')];
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
        const target = path.resolve(path.dirname(file), m[1]!).replace(/\.js$/, '.ts');
        if (fs.existsSync(target)) stack.push(target);
      }
    }
    expect(seen.size).toBeGreaterThan(50);
    const outside = [...seen].map((f) => path.relative(REPO, f)).filter((f) => !SEED_SOURCE_DIRS.some((d) => f.startsWith(`${d}/`)));
    expect(outside).toEqual([]);
  });

  it('is off with PGLITE_TEMPLATE_DIR=off, PGLITE_SEEDED_TEMPLATE=off and on PostgreSQL', () => {
    expect(seededKeyFor(optionsFromEnv({}), parts)).toBe(seededTemplateKey(parts));
    expect(seededKeyFor(optionsFromEnv({ PGLITE_TEMPLATE_DIR: '/elsewhere' }), parts)).toBe(seededTemplateKey(parts));
    expect(seededKeyFor(optionsFromEnv({ PGLITE_TEMPLATE_DIR: 'off' }), parts)).toBeNull();
    expect(seededKeyFor(optionsFromEnv({ PGLITE_SEEDED_TEMPLATE: 'off' }), parts)).toBeNull();
    expect(seededKeyFor(optionsFromEnv({ DATABASE_URL: 'postgres://x@127.0.0.1/db' }), parts)).toBeNull();
  });
});

describe('publishing and using a seeded template', () => {
  it('publishes whole, keeps only today\'s newest key per product count, and a copy fills an empty directory', async () => {
    const root = path.join(tmp, 'publish');
    fs.mkdirSync(path.join(root, 'pglite-0.5.16-000000000000'), { recursive: true }); // the migrated template stays
    fs.mkdirSync(path.join(root, '.seeded-x-1-2026-01-01.999999999.tmp'), { recursive: true }); // a dead maker's
    const bytes = publishSeededTemplate(root, 'seeded-a-300-2026-11-27', fakeDataDir('day1', 'day one'));
    expect(bytes).toBe('17\n'.length + 'day one'.length);
    expect(findSeededTemplate(root, 'seeded-a-300-2026-11-27')).toBe(path.join(root, 'seeded-a-300-2026-11-27', 'data'));

    publishSeededTemplate(root, 'seeded-a-3000-2026-11-27', fakeDataDir('day1-small', 'small'));
    publishSeededTemplate(root, 'seeded-a-300-2026-11-28', fakeDataDir('day2', 'day two'));
    // Another day's copies go, whatever their size.
    expect(fs.readdirSync(root).sort()).toEqual(['pglite-0.5.16-000000000000', 'seeded-a-300-2026-11-28']);
    expect(findSeededTemplate(root, 'seeded-a-300-2026-11-27')).toBeNull();
    // The same day: another size stays beside it; new sources for the same size replace the old copy.
    publishSeededTemplate(root, 'seeded-a-3000-2026-11-28', fakeDataDir('day2-small', 'small'));
    expect(fs.readdirSync(root).sort()).toEqual(['pglite-0.5.16-000000000000', 'seeded-a-300-2026-11-28', 'seeded-a-3000-2026-11-28']);
    publishSeededTemplate(root, 'seeded-b-300-2026-11-28', fakeDataDir('day2-new-code', 'new code'));
    expect(fs.readdirSync(root).sort()).toEqual(['pglite-0.5.16-000000000000', 'seeded-a-3000-2026-11-28', 'seeded-b-300-2026-11-28']);
    publishSeededTemplate(root, 'seeded-a-300-2026-11-28', fakeDataDir('day2', 'day two'));

    const dir = path.join(tmp, 'filled', 'pglite');
    fs.mkdirSync(dir, { recursive: true }); // an existing, empty directory is a cold start too
    expect(await fillFromSeededTemplate(dir, root, 'seeded-a-300-2026-11-28')).toMatchObject({ key: 'seeded-a-300-2026-11-28', seededFor: '2026-11-28' });
    expect(fs.readFileSync(path.join(dir, 'base', '1', 'rows'), 'utf8')).toBe('day two');
    // Today's own copy: nothing to move.
    expect(fs.existsSync(path.join(dir, SEED_SHIFT_FILE))).toBe(false);
    // No copy directory or lock left beside it.
    expect(fs.readdirSync(path.dirname(dir))).toEqual(['pglite']);
  });

  it('a later day copies the newest earlier copy of the same code and size, marked to have its dates moved (seventh pass)', async () => {
    const root = path.join(tmp, 'later-day');
    publishSeededTemplate(root, 'seeded-a-300-2026-11-27', fakeDataDir('later-300', 'seeded for the 27th'));
    publishSeededTemplate(root, 'seeded-a-3000-2026-11-27', fakeDataDir('later-3000', 'the other size'));
    expect(findSeededCopy(root, 'seeded-a-300-2026-11-29')).toEqual({
      key: 'seeded-a-300-2026-11-27', data: path.join(root, 'seeded-a-300-2026-11-27', 'data'), seededFor: '2026-11-27',
    });
    // Another size, other code, or an incomplete copy is no candidate.
    expect(findSeededCopy(root, 'seeded-a-30-2026-11-29')).toBeNull();
    expect(findSeededCopy(root, 'seeded-b-300-2026-11-29')).toBeNull();
    fs.mkdirSync(path.join(root, 'seeded-a-300-2026-11-28', 'data'), { recursive: true });
    expect(findSeededCopy(root, 'seeded-a-300-2026-11-29')?.seededFor).toBe('2026-11-27');

    const dir = path.join(tmp, 'later-filled', 'pglite');
    expect(await fillFromSeededTemplate(dir, root, 'seeded-a-300-2026-11-29')).toMatchObject({ seededFor: '2026-11-27' });
    expect(fs.readFileSync(path.join(dir, 'base', '1', 'rows'), 'utf8')).toBe('seeded for the 27th');
    expect(JSON.parse(fs.readFileSync(path.join(dir, SEED_SHIFT_FILE), 'utf8'))).toEqual({ from: '2026-11-27', to: '2026-11-29' });
    // The earlier copy stays for the next cold start; nothing is left beside the directory.
    expect(findSeededTemplate(root, 'seeded-a-300-2026-11-27')).not.toBeNull();
    expect(fs.readdirSync(path.dirname(dir))).toEqual(['pglite']);
  });

  it('ignores a template without its completion marker', async () => {
    const root = path.join(tmp, 'incomplete');
    publishSeededTemplate(root, 'seeded-b-300-2026-11-28', fakeDataDir('b', 'rows'));
    fs.rmSync(path.join(root, 'seeded-b-300-2026-11-28', 'complete'));
    expect(findSeededTemplate(root, 'seeded-b-300-2026-11-28')).toBeNull();
    const dir = path.join(tmp, 'not-filled');
    expect(await fillFromSeededTemplate(dir, root, 'seeded-b-300-2026-11-28')).toBeNull();
    expect(isEmptyDataDir(dir)).toBe(true);
    // Published again, the leftover is replaced by a whole copy.
    publishSeededTemplate(root, 'seeded-b-300-2026-11-28', fakeDataDir('b2', 'rows again'));
    expect(fs.readFileSync(path.join(findSeededTemplate(root, 'seeded-b-300-2026-11-28')!, 'base', '1', 'rows'), 'utf8')).toBe('rows again');
  });

  it('a copy that fails midway leaves the data directory empty', async () => {
    const root = path.join(tmp, 'failing');
    publishSeededTemplate(root, 'seeded-c-300-2026-11-28', fakeDataDir('c', 'rows'));
    // A FIFO in the template: fs.cpSync refuses it after copying the files before it.
    execFileSync('mkfifo', [path.join(root, 'seeded-c-300-2026-11-28', 'data', 'zz-fifo')]);
    const dir = path.join(tmp, 'failed', 'pglite');
    await expect(fillFromSeededTemplate(dir, root, 'seeded-c-300-2026-11-28')).rejects.toThrow();
    expect(isEmptyDataDir(dir)).toBe(true);
    expect(fs.existsSync(path.dirname(dir)) ? fs.readdirSync(path.dirname(dir)) : []).toEqual([]);
  });
});
