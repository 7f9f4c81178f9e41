// Writes the custom elements manifest and the editor integrations made from it (issue 21 points 1-2,
// docs/decisions/022-custom-elements-manifest.md):
//   custom-elements.json                  the manifest (package.json "customElements")
//   widgets/vscode.html-custom-data.json  VS Code html.customData: completion and docs for <shop-…>
//   widgets/vscode.css-custom-data.json   VS Code css.customData: the --shop-* custom properties
//   widgets/custom-elements-jsx.d.ts      JSX IntrinsicElements types for React/Preact hosts
// Run by `npm run build` and `npm run generate:manifest`; the output is committed, and
// widgets/manifest.test.ts renders it again in memory and fails when the committed files differ.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateJsxTypes } from 'custom-element-jsx-integration';
import { getVsCodeCssCustomData, getVsCodeHtmlCustomData } from 'custom-element-vs-code-integration';
import { buildManifest, renderManifest } from '../widgets/manifest.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each generated file (path relative to the repository) and its text. */
export function renderIntegrations(): Record<string, string> {
  const manifest = buildManifest();
  const common = { hideLogs: true, descriptionSrc: 'description' };
  const jsxDir = mkdtempSync(path.join(tmpdir(), 'shop-jsx-'));
  let jsx: string;
  try {
    generateJsxTypes(manifest, { ...common, outdir: jsxDir, fileName: 'custom-elements-jsx.d.ts' });
    jsx = readFileSync(path.join(jsxDir, 'custom-elements-jsx.d.ts'), 'utf8');
  } finally {
    rmSync(jsxDir, { recursive: true, force: true });
  }
  const header = '// GENERATED from the widgets\' doc comments by scripts/generate-manifest.ts: do not edit by hand.\n';
  return {
    'custom-elements.json': renderManifest(),
    'widgets/vscode.html-custom-data.json': `${getVsCodeHtmlCustomData(manifest as never, common).trim()}\n`,
    'widgets/vscode.css-custom-data.json': `${getVsCodeCssCustomData(manifest as never, common).trim()}\n`,
    'widgets/custom-elements-jsx.d.ts': `${header}${jsx.trim()}\n`,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const [file, content] of Object.entries(renderIntegrations())) {
    writeFileSync(path.join(ROOT, file), content);
    console.log(`wrote ${file}`);
  }
}
