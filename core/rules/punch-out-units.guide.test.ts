// The unit code table in docs/guides/punch-out.md is what a buyer's IT department configures: it must
// list exactly the entries of PUNCH_OUT_UNIT_CODES, so the guide cannot drift from the code.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUNCH_OUT_UNIT_CODES } from './punch-out-units.js';

const GUIDE = resolve(import.meta.dirname, '../../docs/guides/punch-out.md');

/** The rows of the table under "## 3. Unit codes": [shop unit, code]. */
function guideTable(): [string, string][] {
  const text = readFileSync(GUIDE, 'utf8');
  const start = text.indexOf('## 3. Unit codes');
  expect(start).toBeGreaterThan(-1);
  const section = text.slice(start, text.indexOf('\n## ', start + 1));
  return [...section.matchAll(/^\|\s*`([^`]+)`\s*\|\s*`([^`]+)`\s*\|/gm)].map((m) => [m[1]!, m[2]!]);
}

describe('docs/guides/punch-out.md unit code table', () => {
  it('lists every entry of PUNCH_OUT_UNIT_CODES, and nothing else', () => {
    const rows = guideTable();
    expect(Object.fromEntries(rows)).toEqual({ ...PUNCH_OUT_UNIT_CODES });
    expect(rows).toHaveLength(Object.keys(PUNCH_OUT_UNIT_CODES).length);
  });
});
