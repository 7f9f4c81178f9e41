// The element list (widgets/elements.ts) is the only place elements are named (issue 23 §5): the
// generated loader map and tag types are fresh, and no element folder is missing from the list.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GENERATED_PATH, renderElementsModule } from '../scripts/generate-elements.js';
import { ELEMENT_LIST } from './elements.js';
import { LOADER_ELEMENTS } from './elements.generated.js';

const widgetsDir = `${path.dirname(fileURLToPath(import.meta.url))}/`;

/** Every `widgets/<folder>/<file>.element.ts` on disk, as `<folder>/<file>`. */
function elementFilesOnDisk(): string[] {
  return readdirSync(widgetsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => readdirSync(`${widgetsDir}${d.name}`).filter((f) => f.endsWith('.element.ts')).map((f) => `${d.name}/${f}`))
    .sort();
}

describe('element list', () => {
  it('widgets/elements.generated.ts is what `npm run generate:elements` writes from the list', () => {
    expect(readFileSync(GENERATED_PATH, 'utf8'), 'stale: run `npm run generate:elements`').toBe(renderElementsModule(ELEMENT_LIST));
  });

  it('the generator follows the list (a changed list gives a different file)', () => {
    const withoutLast = ELEMENT_LIST.slice(0, -1);
    expect(renderElementsModule(withoutLast)).not.toBe(renderElementsModule(ELEMENT_LIST));
    const notLoaded = ELEMENT_LIST.map((e, i) => (i === 0 ? { ...e, inLoader: false } : e));
    expect(renderElementsModule(notLoaded)).not.toContain(`'${ELEMENT_LIST[0].tag}': () => import(`);
    expect(renderElementsModule(notLoaded)).toContain(`'${ELEMENT_LIST[0].tag}': InstanceType<`);
  });

  it('every widget folder with an *.element.ts is in the list, and every listed module exists', () => {
    const listed = ELEMENT_LIST.map((e) => `${e.folder}/${e.module}`).sort();
    expect(listed).toEqual(elementFilesOnDisk());
    for (const e of ELEMENT_LIST) expect(existsSync(`${widgetsDir}${e.folder}/${e.module}`), e.module).toBe(true);
  });

  it('tags and class names are unique and match what each module defines', () => {
    expect(new Set(ELEMENT_LIST.map((e) => e.tag)).size).toBe(ELEMENT_LIST.length);
    expect(new Set(ELEMENT_LIST.map((e) => e.className)).size).toBe(ELEMENT_LIST.length);
    for (const e of ELEMENT_LIST) {
      const source = readFileSync(`${widgetsDir}${e.folder}/${e.module}`, 'utf8');
      expect(source, e.module).toContain(`export const tag = '${e.tag}';`);
      expect(source, e.module).toMatch(new RegExp(`export const ${e.className} = defineElement\\(`));
    }
  });

  it('the loader map holds exactly the elements marked inLoader, in list order', () => {
    expect(Object.keys(LOADER_ELEMENTS)).toEqual(ELEMENT_LIST.filter((e) => e.inLoader).map((e) => e.tag));
  });
});
