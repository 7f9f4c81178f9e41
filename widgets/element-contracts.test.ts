// Every element's doc comment states its contract in the JSDoc tags custom-elements-manifest tools
// read (issue 23 §5): `@element` is the tag from widgets/elements.ts, every attribute the element
// observes has an `@attr`, and every event its folder raises has a `@fires`, and nothing more.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ELEMENT_LIST } from './elements.js';
import type { ElementSpec } from './elements.js';
import { LOCATION_CHANGE_EVENT } from './shared/navigate.js';
import { declarationOf, eventDispatchOf, type EventDispatch } from './manifest.js';

const widgetsDir = path.dirname(fileURLToPath(import.meta.url));
const elementModules = import.meta.glob('./*/*.element.ts');

/**
 * Shared helpers that raise an event for the widget that calls them (the folder's code shows only
 * the call). A new `dispatchEvent` in widgets/shared/ needs its row here (a test below checks).
 */
const SHARED_DISPATCHERS = [{ file: 'navigate.ts', call: 'setLocationSearch', event: LOCATION_CHANGE_EVENT }];

function read(file: string): string {
  return readFileSync(path.join(widgetsDir, file), 'utf8');
}

/** The module's leading doc comment. */
function docComment(source: string): string {
  const match = /^\/\*\*([\s\S]*?)\*\//.exec(source);
  return match?.[1] ?? '';
}

/** The names after `@tag` (any of the aliases), skipping a `{type}` (one level of nested braces: `{{ a: string }}`) and `[optional]` brackets. */
function tagged(doc: string, ...aliases: string[]): string[] {
  const pattern = new RegExp(`@(?:${aliases.join('|')})\\s+(?:\\{(?:[^{}]|\\{[^{}]*\\})*\\}\\s+)?\\[?([^\\s\\]=]+)`, 'g');
  return [...doc.matchAll(pattern)].map((m) => m[1]!).sort();
}

/** The folder's own source files (no tests, no stories). */
function folderSources(folder: string): { file: string; source: string }[] {
  return readdirSync(path.join(widgetsDir, folder))
    .filter((f) => /\.tsx?$/.test(f) && !/\.(test|stories)\.tsx?$/.test(f))
    .map((f) => ({ file: `${folder}/${f}`, source: read(`${folder}/${f}`) }));
}

/** `const NAME = 'value'` in the folder and in widgets/shared/: event names kept in constants. */
function stringConstants(folder: string): Map<string, string> {
  const constants = new Map<string, string>();
  for (const { source } of [...folderSources(folder), ...folderSources('shared')]) {
    for (const m of source.matchAll(/const\s+([A-Za-z_$][\w$]*)\s*=\s*'([^']+)'/g)) constants.set(m[1]!, m[2]!);
  }
  return constants;
}

/** Events the element raises: r2wc event props, `dispatchEvent(new (Custom)Event(…))`, shared helpers. */
function raisedEvents(e: ElementSpec): string[] {
  const events = new Set<string>();
  const elementSource = read(`${e.folder}/${e.module}`);
  // r2wc: the event prop `onAddToBasket` dispatches `addtobasket` (traps.md).
  const eventProps = /events:\s*\[([^\]]*)\]/.exec(elementSource)?.[1] ?? '';
  for (const m of eventProps.matchAll(/'on(\w+)'/g)) events.add(m[1]!.toLowerCase());

  const constants = stringConstants(e.folder);
  for (const { file, source } of folderSources(e.folder)) {
    for (const m of source.matchAll(/dispatchEvent\(\s*new\s+(?:Custom)?Event\(\s*(?:'([^']+)'|([A-Za-z_$][\w$]*))/g)) {
      const name = m[1] ?? constants.get(m[2]!);
      expect(name, `${file}: the event name ${m[2]} is not a string constant this test can read`).toBeDefined();
      events.add(name!);
    }
    for (const d of SHARED_DISPATCHERS) if (new RegExp(`\\b${d.call}\\(`).test(source)) events.add(d.event);
  }
  return [...events].sort();
}

/**
 * How the folder's code dispatches `name` (issue 21 point 1): an r2wc event prop (`onLogin`) is observed
 * by calling the element's own callback and reading the event it raises; `dispatchEvent(new (Custom)Event(
 * NAME, { … }))` is read from its options. The detail type is read from the code too: the prop's
 * parameter type (`onLogin?: (detail: { username: string }) => void`), `undefined` for a plain Event.
 */
interface Dispatched extends EventDispatch {
  detail: string;
}

function normalizeType(type: string): string {
  return type.replace(/\s+/g, ' ').replace(/;\s*\}/g, ' }').replace(/\{\s*/g, '{ ').trim();
}

async function dispatchedByProp(e: ElementSpec, name: string): Promise<Dispatched | undefined> {
  const elementSource = read(`${e.folder}/${e.module}`);
  const eventProps = /events:\s*\[([^\]]*)\]/.exec(elementSource)?.[1] ?? '';
  const prop = [...eventProps.matchAll(/'(on\w+)'/g)].map((m) => m[1]!).find((p) => p.slice(2).toLowerCase() === name);
  if (!prop) return undefined;
  await elementModules[`./${e.folder}/${e.module}`]!();
  // Not connected: nothing renders. r2wc keeps its props (the event callbacks among them) under a symbol.
  const element = document.createElement(e.tag);
  const props = Object.getOwnPropertySymbols(element)
    .map((sym) => (element as unknown as Record<symbol, unknown>)[sym])
    .find((v): v is Record<string, unknown> => typeof v === 'object' && v !== null && typeof (v as Record<string, unknown>)[prop] === 'function');
  expect(props, `${e.tag}: r2wc's callback for ${prop}`).toBeDefined();
  let raised: Event | undefined;
  element.addEventListener(name, (ev) => { raised = ev; });
  (props![prop] as (detail: unknown) => void)({});
  expect(raised, `${e.tag}: calling ${prop} raises ${name}`).toBeDefined();
  const declared = new RegExp(`\\b${prop}\\??:\\s*\\(\\s*\\w+\\??:\\s*([^)]*?)\\s*\\)\\s*=>`);
  const detail = folderSources(e.folder).map(({ source }) => declared.exec(source)?.[1]).find(Boolean);
  expect(detail, `${e.tag}: the parameter type of ${prop} in the folder's props`).toBeDefined();
  return { bubbles: raised!.bubbles, composed: raised!.composed, onWindow: false, detail: normalizeType(detail!) };
}

function dispatchedInCode(e: ElementSpec, name: string): Dispatched[] {
  const constants = stringConstants(e.folder);
  const found: Dispatched[] = [];
  const sources = [...folderSources(e.folder)];
  for (const d of SHARED_DISPATCHERS) {
    if (d.event === name && sources.some(({ source }) => new RegExp(`\\b${d.call}\\(`).test(source))) sources.push({ file: `shared/${d.file}`, source: read(`shared/${d.file}`) });
  }
  for (const { source } of sources) {
    for (const m of source.matchAll(/(window\.)?dispatchEvent\(\s*new\s+(Custom)?Event\(\s*(?:'([^']+)'|([A-Za-z_$][\w$]*))\s*(?:,\s*(\{[^)]*\}))?\s*\)/g)) {
      if ((m[3] ?? constants.get(m[4]!)) !== name) continue;
      const options = m[5] ?? '';
      found.push({
        bubbles: /\bbubbles:\s*true\b/.test(options),
        composed: /\bcomposed:\s*true\b/.test(options),
        onWindow: Boolean(m[1]),
        // A CustomEvent's detail cannot be typed from a regex: it must at least be there.
        detail: m[2] ? (/\bdetail\b/.test(options) ? '(a detail)' : 'null') : 'undefined',
      });
    }
  }
  return found;
}

/** The literal part names the folder's sources render: `part="a b"`, `part={'a'}`, `part={x ? 'a' : 'b'}`. */
function partsRendered(folder: string): string[] {
  const parts = new Set<string>();
  for (const { source } of folderSources(folder)) {
    for (const m of source.matchAll(/\bpart="([^"]+)"/g)) for (const p of m[1]!.split(/\s+/)) parts.add(p);
    for (const m of source.matchAll(/\bpart=\{([^}]+)\}/g)) for (const q of m[1]!.matchAll(/'([a-z0-9 -]+)'/g)) for (const p of q[1]!.split(/\s+/)) parts.add(p);
  }
  parts.delete('');
  return [...parts].sort();
}

describe('element contracts (JSDoc tags)', () => {
  it('the shared helpers that dispatch events are all known to this test', () => {
    const dispatching = folderSources('shared')
      .filter(({ source }) => /dispatchEvent\(/.test(source))
      .map(({ file }) => path.basename(file));
    expect(dispatching.sort()).toEqual([...new Set(SHARED_DISPATCHERS.map((d) => d.file))].sort());
  });

  for (const e of ELEMENT_LIST) {
    describe(`<${e.tag}> (${e.folder}/${e.module})`, () => {
      const doc = docComment(read(`${e.folder}/${e.module}`));

      it('has a doc comment with `@element <its tag>` and its CSS parts and custom properties as tags', () => {
        expect(tagged(doc, 'element', 'customElement', 'tagname')).toEqual([e.tag]);
        for (const prop of tagged(doc, 'cssprop', 'cssproperty')) expect(prop, 'a custom property starts with --').toMatch(/^--[a-z0-9-]+$/);
        for (const part of tagged(doc, 'csspart')) expect(part).toMatch(/^[a-z0-9-]+$/);
      });

      it('documents exactly the attributes it observes, with @attr', async () => {
        const load = elementModules[`./${e.folder}/${e.module}`];
        expect(load, 'element module').toBeDefined();
        await load!();
        const ctor = customElements.get(e.tag) as (CustomElementConstructor & { observedAttributes?: string[] }) | undefined;
        expect(ctor, 'the module defines its tag').toBeDefined();
        const observed = [...(ctor!.observedAttributes ?? [])].sort();
        expect(tagged(doc, 'attr', 'attribute')).toEqual(observed);
      });

      it('documents exactly the events it raises, with @fires', () => {
        expect(tagged(doc, 'fires', 'event')).toEqual(raisedEvents(e));
      });

      it('states the detail type and bubbles/composed each event is dispatched with (issue 21 point 1)', async () => {
        for (const event of declarationOf(e).events ?? []) {
          const stated = eventDispatchOf(event);
          expect(stated, `${event.name}: the description says whether it bubbles and is composed`).toBeDefined();
          const byProp = await dispatchedByProp(e, event.name);
          const dispatched = byProp ? [byProp] : dispatchedInCode(e, event.name);
          expect(dispatched.length, `${event.name}: a dispatch this test can read`).toBeGreaterThan(0);
          for (const d of dispatched) {
            expect({ ...stated, detail: normalizeType(event.type?.text ?? '') }, event.name).toEqual(
              d.detail === '(a detail)' ? { ...d, detail: normalizeType(event.type?.text ?? '') } : d,
            );
          }
        }
      });

      it('documents every CSS part its folder renders, with @csspart (issue 22 point 2)', () => {
        const documented = new Set(ELEMENT_LIST.filter((o) => o.folder === e.folder).flatMap((o) => tagged(docComment(read(`${o.folder}/${o.module}`)), 'csspart')));
        expect(partsRendered(e.folder).filter((p) => !documented.has(p))).toEqual([]);
      });
    });
  }
});
