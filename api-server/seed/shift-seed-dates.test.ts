// A seed moved to another day by shiftSeedDates must be the seed of that day, row for row (issue 15
// point 4, docs/decisions/025-pglite-start.md, "Seventh pass"): what lets a cold start copy an earlier
// day's seeded directory instead of seeding. Compared table by table with seedChecksums against a seed of
// the target day, for targets on another weekday, across a month and a year, and around closed days
// (Christmas, Easter), where the delivery calendar decides the demo recurring order's start.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_SHIFT_FILE } from '../db/seeded-template.js';
import { seedChecksums } from '../test-support/seed-checksums.js';
import { createPgliteTestDb, type TestDb } from '../test-support/test-db.js';
import { seedIfEmpty } from './seed.js';
import { applySeedShift, shiftSeedDates } from './shift-seed-dates.js';

const PRODUCTS = 600;
const SEEDED_FOR = '2025-06-04';

async function seededFor(referenceDate: string): Promise<TestDb> {
  const testDb = await createPgliteTestDb({ empty: true });
  await seedIfEmpty(testDb.db, { productCount: PRODUCTS, referenceDate });
  return testDb;
}

describe('shiftSeedDates', () => {
  let moved: TestDb;
  beforeAll(async () => {
    moved = await seededFor(SEEDED_FOR);
  }, 300_000);
  afterAll(async () => {
    await moved?.close();
  });

  // Each step moves the same database on from the last target: shifts compose, and go backwards too.
  const targets: [string, string][] = [
    ['the next day, another weekday', '2025-06-05'],
    ['a Saturday before Christmas, months later', '2025-12-20'],
    ['a Thursday before Easter, the next year', '2026-03-26'],
    ['back, to a Monday the year before', '2024-11-25'],
  ];
  let from = SEEDED_FOR;
  for (const [what, to] of targets) {
    it(`moves the seed to ${what} (${to}): every table as a seed of that day`, { timeout: 300_000 }, async () => {
      const result = await moved.db.transaction((tx) => shiftSeedDates(tx, from, to));
      expect(result.rows).toBeGreaterThan(0);
      from = to;
      const expected = await seededFor(to);
      try {
        const want = await seedChecksums(expected.db);
        const got = await seedChecksums(moved.db);
        const differing = Object.keys(want).filter((k) => want[k] !== got[k]);
        expect(differing).toEqual([]);
      } finally {
        await expected.close();
      }
    });
  }

  it('does nothing for the same day', async () => {
    const before = await seedChecksums(moved.db);
    expect(await moved.db.transaction((tx) => shiftSeedDates(tx, from, from))).toEqual({ days: 0, rows: 0 });
    expect(await seedChecksums(moved.db)).toEqual(before);
  });
});

describe('applySeedShift (the move a copied directory asks for)', () => {
  let db: TestDb;
  let dir: string;
  beforeAll(async () => {
    db = await seededFor(SEEDED_FOR);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-shift-'));
  }, 300_000);
  afterAll(async () => {
    await db?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('does nothing without the file', async () => {
    expect(await applySeedShift(db.db, dir)).toBeNull();
  });

  it('refuses a file it cannot read as two dates, and leaves file and data as they were', async () => {
    const before = await seedChecksums(db.db);
    for (const text of ['{"from":"2025-06-04"}', '{"from":"2025-06-04","to":"2025-02-30"}', 'not json', 'null']) {
      fs.writeFileSync(path.join(dir, SEED_SHIFT_FILE), text);
      await expect(applySeedShift(db.db, dir)).rejects.toThrow(SEED_SHIFT_FILE);
      expect(fs.existsSync(path.join(dir, SEED_SHIFT_FILE))).toBe(true);
    }
    expect(await seedChecksums(db.db)).toEqual(before);
    fs.rmSync(path.join(dir, SEED_SHIFT_FILE));
  });

  it('moves the dates once and removes the file: a second open finds nothing to do', { timeout: 300_000 }, async () => {
    fs.writeFileSync(path.join(dir, SEED_SHIFT_FILE), JSON.stringify({ from: SEEDED_FOR, to: '2025-06-09' }));
    const applied = await applySeedShift(db.db, dir);
    expect(applied).toMatchObject({ from: SEEDED_FOR, to: '2025-06-09', days: 5 });
    expect(applied!.rows).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(dir, SEED_SHIFT_FILE))).toBe(false);
    expect(await applySeedShift(db.db, dir)).toBeNull();
    const expected = await seededFor('2025-06-09');
    try {
      expect(await seedChecksums(db.db)).toEqual(await seedChecksums(expected.db));
    } finally {
      await expected.close();
    }
  });
});
