// The custom elements manifest (schema 2.1, https://github.com/webcomponents/custom-elements-manifest) of
// the widget library, built from the widgets themselves (issue 21 point 1, docs/decisions/022): the
// registry (widgets/elements.ts: tag, module, class) and each element module's doc comment, whose JSDoc
// tags (@attr, @fires, @slot, @csspart, @cssprop) widgets/element-contracts.test.ts already holds to the
// code. comment-parser reads the tags; nothing here imports a widget, so it runs in Node as well.
// Written by `npm run generate:manifest` (scripts/generate-manifest.ts); widgets/manifest.test.ts fails
// when the committed file is stale or a member is undocumented.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type Spec } from 'comment-parser';
import type { Attribute, ClassField, CssCustomProperty, CssPart, CustomElementDeclaration, Event, Package, Slot } from 'custom-elements-manifest';
import { ELEMENT_LIST, type ElementSpec } from './elements.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The shared design tokens (decision 016, docs/guides/site-variants.md §2): described once here, so an
 * element's `@cssprop --shop-font` needs no description of its own. An element's own text wins.
 */
export const SHARED_CSS_PROPERTIES: Readonly<Record<string, string>> = {
  '--shop-color-primary': 'Buttons, links, badges and the header accent; set per site variant (default #0b5d3b).',
  '--shop-color-primary-hover': 'Buttons on hover (default #084a2f).',
  '--shop-color-on-primary': 'Text on the primary colour (default #ffffff).',
  '--shop-color-accent': 'Highlights such as rating stars (default #8a5a00).',
  '--shop-color-text': 'Body text (default #1b1b1b).',
  '--shop-color-muted': 'Secondary text (default #545454).',
  '--shop-color-border': 'Form fields and boxes (default #8a8a8a).',
  '--shop-color-surface': "The widget's background (default #ffffff).",
  '--shop-color-surface-alt': 'Read-only fields, hovered rows, alternate surfaces (default #f3f4f2).',
  '--shop-color-error': 'Error text and borders.',
  '--shop-color-success': 'Confirmations and savings.',
  '--shop-color-warning': 'Warnings.',
  '--shop-color-offer': 'Offer prices and offer badges.',
  '--shop-color-focus': 'The keyboard focus ring.',
  '--shop-backdrop': "The colour behind a dialog (its ::backdrop).",
  '--shop-radius': 'Corner radius of buttons, fields and cards (default 6px).',
  '--shop-font': 'Font stack (default the system UI font).',
  '--shop-space': 'Spacing unit: button and field padding are multiples of it (default 1rem).',
  '--shop-card-min-width': 'Minimum width of a product card column in the grid.',
};

/** The text after ` - ` (comment-parser keeps the hyphen that separates name and description). */
function text(description: string): string {
  return description.replace(/^-\s*/, '').replace(/\s+/g, ' ').trim();
}

/** `default \`x\``, `default 'x'`, `default /path`, `default 20` or `\`x\` (default)` in a description. */
function defaultOf(description: string): string | undefined {
  const m =
    /(`[^`]+`|"[^"]+"|'[^']+')\s*\(default\)/i.exec(description) ??
    /\bdefault(?:s to)?:?\s+`([^`]+)`/i.exec(description) ??
    /\bdefault(?:s to)?:?\s+('[^']+'|"[^"]+"|\/[^\s,;)]*|-?\d[\w.%-]*|true\b|false\b)/i.exec(description);
  return m?.[1]?.replace(/[.]$/, '').replace(/^['"`](.*)['"`]$/, '$1');
}

/** `favorite-list` -> `favoriteList`: the property r2wc creates for an attribute. */
function propertyName(attribute: string): string {
  return attribute.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function elementSource(e: ElementSpec): string {
  return readFileSync(path.join(ROOT, 'widgets', e.folder, e.module), 'utf8');
}

/** The module's leading doc comment as comment-parser reads it (line breaks of the text kept). */
function docBlock(source: string) {
  const leading = /^\/\*\*[\s\S]*?\*\//.exec(source)?.[0] ?? '';
  return parse(leading, { spacing: 'preserve' })[0];
}

function tags(specs: readonly Spec[], ...names: string[]): Spec[] {
  return specs.filter((s) => names.includes(s.tag));
}

/**
 * How an event is dispatched. The schema has no field for it, so the description ends with one of four
 * fixed sentences (decision 022): `Bubbles, composed.`, `Bubbles, not composed.`, `Does not bubble,
 * composed.` or `Does not bubble, not composed.`; a description starting `On window` is raised on window,
 * not on the element. widgets/element-contracts.test.ts holds the sentence to the dispatching code.
 */
export interface EventDispatch {
  bubbles: boolean;
  composed: boolean;
  onWindow: boolean;
}

const DISPATCH_SENTENCE = /\b(Bubbles|Does not bubble), (composed|not composed)\.$/;

/** The dispatch an event's description states, or undefined when it states none. */
export function eventDispatchOf(event: Pick<Event, 'description'>): EventDispatch | undefined {
  const description = event.description ?? '';
  const m = DISPATCH_SENTENCE.exec(description);
  if (!m) return undefined;
  return { bubbles: m[1] === 'Bubbles', composed: m[2] === 'composed', onWindow: description.startsWith('On window') };
}

/**
 * `@fires {DetailType} name - …`: the type in braces is the type of the event's `detail` (what the JSX
 * types put in `CustomEvent<…>`); `{undefined}` for a plain Event without detail.
 */
function eventOf(spec: Spec): Event {
  return {
    name: spec.name,
    // The schema requires a type: an empty one is reported by undocumentedMembers.
    type: { text: spec.type.replace(/\s+/g, ' ').trim() },
    description: text(spec.description),
  };
}

export function declarationOf(e: ElementSpec, source = elementSource(e)): CustomElementDeclaration {
  const block = docBlock(source);
  const specs = block?.tags ?? [];
  const description = (block?.description ?? '').trim();
  const attributes: Attribute[] = tags(specs, 'attr', 'attribute').map((s) => {
    const d = text(s.description);
    const fallback = s.default ?? defaultOf(d);
    return {
      name: s.name,
      ...(s.type ? { type: { text: s.type } } : {}),
      description: d,
      ...(fallback !== undefined ? { default: fallback } : {}),
      fieldName: propertyName(s.name),
    };
  });
  const members: ClassField[] = attributes.map((a) => ({
    kind: 'field',
    name: a.fieldName!,
    ...(a.type ? { type: a.type } : {}),
    description: a.description,
    attribute: a.name,
    ...(a.default !== undefined ? { default: a.default } : {}),
  }));
  const slots: Slot[] = tags(specs, 'slot').map((s) => ({ name: s.name === '-' ? '' : s.name, description: text(s.description) }));
  const cssParts: CssPart[] = tags(specs, 'csspart').map((s) => ({ name: s.name, description: text(s.description) }));
  const cssProperties: CssCustomProperty[] = tags(specs, 'cssprop', 'cssproperty').map((s) => {
    const own = text(s.description);
    return { name: s.name, description: own || SHARED_CSS_PROPERTIES[s.name] || '' };
  });
  return {
    kind: 'class',
    customElement: true,
    name: e.className,
    tagName: e.tag,
    summary: description.split(/\n\s*\n/)[0]!.replace(/\s+/g, ' ').trim(),
    description,
    attributes,
    members,
    events: tags(specs, 'fires', 'event').map(eventOf),
    slots,
    cssParts,
    cssProperties,
  };
}

/** The whole manifest, deterministic: elements in registry order. */
export function buildManifest(elements: readonly ElementSpec[] = ELEMENT_LIST): Package {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: elements.map((e) => {
      const modulePath = `widgets/${e.folder}/${e.module}`;
      return {
        kind: 'javascript-module' as const,
        path: modulePath,
        declarations: [declarationOf(e)],
        exports: [
          { kind: 'js' as const, name: e.className, declaration: { name: e.className, module: modulePath } },
          { kind: 'custom-element-definition' as const, name: e.tag, declaration: { name: e.className, module: modulePath } },
        ],
      };
    }),
  };
}

/** The committed file's text. */
export function renderManifest(elements: readonly ElementSpec[] = ELEMENT_LIST): string {
  return `${JSON.stringify(buildManifest(elements), null, 2)}\n`;
}

/**
 * Members without a description, as `tag: kind name` (empty: the manifest is fully documented). An
 * element needs a description; every attribute, event, slot, part and custom property needs its text.
 */
export function undocumentedMembers(manifest: Package): string[] {
  const missing: string[] = [];
  for (const module of manifest.modules) {
    for (const d of module.declarations ?? []) {
      if (d.kind !== 'class' || !('tagName' in d)) continue;
      const el = d as CustomElementDeclaration;
      const tag = el.tagName ?? el.name;
      if (!el.description) missing.push(`${tag}: element`);
      for (const [kind, list] of [
        ['attribute', el.attributes],
        ['event', el.events],
        ['slot', el.slots],
        ['css part', el.cssParts],
        ['css property', el.cssProperties],
      ] as const) {
        for (const m of list ?? []) if (!m.description) missing.push(`${tag}: ${kind} ${m.name || '(default)'}`);
      }
      for (const e of el.events ?? []) {
        if (!e.type?.text) missing.push(`${tag}: event ${e.name} detail type`);
        if (e.description && !eventDispatchOf(e)) missing.push(`${tag}: event ${e.name} bubbles/composed`);
      }
    }
  }
  return missing;
}

export const MANIFEST_PATH = path.join(ROOT, 'custom-elements.json');
