// The server bundle `npm start` runs (scripts/build-server.ts, decision 025 "Seventh pass"): it loads in
// plain Node, and every file a module finds next to its source (migrations, child scripts, API docs,
// the password list) is found from the bundle too. The browser suite runs the whole shop from it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
let out: string;

beforeAll(async () => {
  // Inside the repository, as dist-server/ is: the external packages resolve from node_modules above it.
  out = fs.mkdtempSync(path.join(ROOT, 'dist-server-test-'));
  await buildServer(out);
}, 120_000);
afterAll(() => {
  fs.rmSync(out, { recursive: true, force: true });
});

const outputs = () => fs.readdirSync(out).filter((f) => f.endsWith('.mjs'));

describe('the server bundle', () => {
  it('gives each module its source file\'s URL: every one points at a source that asked for it', () => {
    const sources = new Set<string>();
    for (const file of outputs()) {
      for (const [, relative] of fs.readFileSync(path.join(out, file), 'utf8').matchAll(/new URL\("([^"]+)", import\.meta\.url\)\.href/g)) {
        const source = path.resolve(out, relative!);
        expect(fs.readFileSync(source, 'utf8')).toContain('import.meta.url');
        sources.add(path.relative(ROOT, source));
      }
    }
    // The ones the start cannot do without, among them.
    expect([...sources]).toEqual(expect.arrayContaining([
      'api-server/db/options.ts', 'api-server/db/pglite-template.ts', 'api-server/seed/seed-in-child.ts',
      'api-server/routes/api-docs.ts', 'api-server/accounts/common-passwords.ts',
    ]));
    // No import.meta.url left that would name the bundle's own file instead of a source.
    for (const file of outputs()) {
      const text = fs.readFileSync(path.join(out, file), 'utf8');
      expect(text.replaceAll(/new URL\("[^"]+", import\.meta\.url\)\.href/g, '')).not.toContain('import.meta.url');
    }
  });

  it('starts in plain Node: the entry checks its settings, the server module loads with its files', () => {
    let failed = '';
    try {
      execFileSync(process.execPath, [path.join(out, 'main.mjs')], { cwd: ROOT, env: { ...process.env, PORT: 'nope' }, stdio: 'pipe' });
    } catch (err) {
      failed = String((err as { stderr?: Buffer }).stderr);
    }
    expect(failed).toContain('PORT must be a port number, got nope');

    const serveShop = outputs().find((f) => f.startsWith('serve-shop-'));
    expect(serveShop).toBeDefined();
    const loaded = execFileSync(process.execPath, ['--input-type=module', '-e', 'const m = await import(process.argv[1]); console.log(typeof m.serveShop);', path.join(out, serveShop!)], { cwd: ROOT, encoding: 'utf8' });
    expect(loaded.trim()).toBe('function');
  });
});
