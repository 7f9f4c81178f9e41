// Writes widgets/elements.generated.ts from the element list in widgets/elements.ts (issue 23 §5):
//   npm run generate:elements
// The output is committed; widgets/elements.test.ts renders it again in memory and fails when the
// committed file differs (someone edited the list and forgot to run this).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ELEMENT_LIST } from '../widgets/elements.js';
import type { ElementSpec } from '../widgets/elements.js';

// A path, not `new URL(…, import.meta.url)`: under happy-dom (the widget tests) URL is not Node's.
export const GENERATED_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../widgets/elements.generated.ts');

/** The element module as the loader imports it (relative to widgets/, with the built '.js' name). */
function importPath(e: ElementSpec): string {
  return `./${e.folder}/${e.module.replace(/\.ts$/, '.js')}`;
}

/** The whole generated module, deterministic: the same list gives the same text. */
export function renderElementsModule(elements: readonly ElementSpec[] = ELEMENT_LIST): string {
  const loaded = elements.filter((e) => e.inLoader);
  const lines = [
    '// GENERATED from widgets/elements.ts by scripts/generate-elements.ts: do not edit by hand.',
    '// Run `npm run generate:elements` after changing the list (widgets/elements.test.ts checks it).',
    '',
    ...elements.map((e) => `import type { ${e.className} } from '${importPath(e)}';`),
    '',
    'type ElementModule = () => Promise<unknown>;',
    '',
    '/** Tag -> its element module (a separate chunk; all of them share the core chunk). */',
    'export const LOADER_ELEMENTS: Record<string, ElementModule> = {',
    ...loaded.map((e) => `  '${e.tag}': () => import('${importPath(e)}'),`),
    '};',
    '',
    '/** Tags the loader imports once the page is idle (ElementSpec.deferred). */',
    `export const DEFERRED_ELEMENTS: readonly string[] = [${loaded.filter((e) => e.deferred).map((e) => `'${e.tag}'`).join(', ')}];`,
    '',
    '/** Deferred tags imported at once when this event reaches `window`, if before idle (ElementSpec.loadOnEvent). */',
    `export const LOAD_ON_EVENT: Readonly<Record<string, string>> = {${loaded
      .filter((e) => e.deferred && e.loadOnEvent)
      .map((e) => ` '${e.tag}': '${e.loadOnEvent}'`)
      .join(',')} };`,
    '',
    'declare global {',
    '  interface HTMLElementTagNameMap {',
    ...elements.map((e) => `    '${e.tag}': InstanceType<typeof ${e.className}>;`),
    '  }',
    '}',
    '',
  ];
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(GENERATED_PATH, renderElementsModule());
  console.log(`wrote ${GENERATED_PATH}`);
}
