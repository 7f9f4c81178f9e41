// The docs page of every story file (autodocs, issue 21 point 6): Storybook's usual blocks plus the
// custom element's contract read from custom-elements.json, the one source (generated from the element
// modules' doc comments by `npm run generate:manifest`); nothing here is a hand copy of it.
// The element is the meta's `parameters.element` (for stories of a part such as the product card) or the
// `shop-…` segment of the story title.
import { Controls, Description, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import type { CustomElementDeclaration, Package } from 'custom-elements-manifest';
import manifestJson from '../custom-elements.json';

const manifest = manifestJson as unknown as Package;

/** Every custom element of the manifest by tag. */
export const ELEMENTS: ReadonlyMap<string, CustomElementDeclaration> = new Map(
  manifest.modules.flatMap((m) =>
    (m.declarations ?? []).flatMap((d) => (d.kind === 'class' && 'customElement' in d && d.customElement && d.tagName ? [[d.tagName, d] as const] : [])),
  ),
);

/** The element a story file documents: `parameters.element`, else the `shop-…` segment of its title. */
export function elementOf(title: string, parameters: Record<string, unknown> | undefined): string | undefined {
  const explicit = parameters?.['element'];
  if (typeof explicit === 'string') return explicit;
  return title.split('/').find((segment) => ELEMENTS.has(segment));
}

function Table({ head, rows }: { head: string[]; rows: (string | undefined)[][] }) {
  if (rows.length === 0) return <p>None.</p>;
  return (
    <table>
      <thead>
        <tr>{head.map((h) => <th key={h} scope="col">{h}</th>)}</tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row[0]}>
            {row.map((cell, i) => (
              <td key={i}>{i === 0 ? <code>{cell}</code> : (cell ?? '')}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The contract of one element: tag, attributes, events, slots, parts and custom properties. */
export function ElementContract({ tag }: { tag: string }) {
  const element = ELEMENTS.get(tag);
  if (!element) return <p>{`<${tag}> is not in custom-elements.json.`}</p>;
  return (
    <section aria-label={`Kontrakt for <${tag}>`}>
      <h2>{`<${tag}>`}: contract (custom-elements.json)</h2>
      <p>{element.summary ?? element.description}</p>
      <h3>Attributes</h3>
      <Table
        head={['Attribute', 'Type', 'Default', 'Description']}
        rows={(element.attributes ?? []).map((a) => [a.name, a.type?.text, a.default, a.description])}
      />
      <h3>Events</h3>
      <Table head={['Event', 'Type', 'Description']} rows={(element.events ?? []).map((e) => [e.name, e.type?.text, e.description])} />
      {(element.slots ?? []).length > 0 ? (
        <>
          <h3>Slots</h3>
          <Table head={['Slot', 'Description']} rows={(element.slots ?? []).map((s) => [s.name || '(default)', s.description])} />
        </>
      ) : null}
      <h3>CSS parts</h3>
      <Table head={['Part', 'Description']} rows={(element.cssParts ?? []).map((p) => [`::part(${p.name})`, p.description])} />
      <h3>CSS custom properties</h3>
      <Table
        head={['Property', 'Default', 'Description']}
        rows={(element.cssProperties ?? []).map((p) => [p.name, p.default, p.description])}
      />
    </section>
  );
}

/** The autodocs page: title, the first story with its controls, the element's contract, all stories. */
export function ContractDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const tag = elementOf(preparedMeta.title, preparedMeta.parameters);
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <Controls />
      {tag ? <ElementContract tag={tag} /> : null}
      <Stories />
    </>
  );
}
