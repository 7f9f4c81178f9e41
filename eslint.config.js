// One-way imports (issue 2 §1): core/ is framework-free, widgets/ and api-server/ never import each
// other, examples/ only uses the built bundle. Widgets must not pull zod's locale-heavy `z` export.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

const zodNamedZ = { name: 'zod', importNames: ['z'], message: "Use `import * as z from 'zod/mini'` (bundle size)." };

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'dist-react', 'dist-server*', 'storybook-static', 'data', 'coverage', 'api-server/db/migrations', 'widgets/custom-elements-jsx.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { paths: [zodNamedZ] }],
    },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [zodNamedZ],
        patterns: [
          { group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'preact', 'preact/*', '@nanostores/react'], message: 'core/ is framework-free: no React or Preact.' },
          { group: ['hono', 'hono/*', '@hono/*'], message: 'core/ must not import Hono.' },
          { group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'], message: 'core/ must not import the database layer.' },
          { group: ['**/widgets/**', '**/api-server/**'], message: 'core/ is imported by widgets and server, never the other way round.' },
        ],
      }],
      // Decision 028, seventh pass: the first Intl object of a page initialises ICU (tens of ms); made at
      // module level it runs in every page's first script task, also where nothing is formatted.
      'no-restricted-syntax': ['error', {
        selector: "NewExpression[callee.object.name='Intl']:not(:function NewExpression)",
        message: 'Make Intl objects on first use (onFirstUse in core/format/on-first-use.ts), not when the module is imported.',
      }],
    },
  },
  {
    files: ['widgets/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [zodNamedZ],
        patterns: [
          { group: ['**/api-server/**', 'hono', 'hono/*', '@hono/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'], message: 'widgets/ talk to the server over HTTP only.' },
        ],
      }],
    },
  },
  {
    // Issue 23 §1, decisions 002 and 011: widgets only render. Numbers and dates are formatted by
    // core/format, and products arrive decoded; fixtures, stories and tests may build wire data.
    files: ['widgets/**/*.{ts,tsx}'],
    ignores: ['widgets/**/*.test.{ts,tsx}', 'widgets/**/*.stories.tsx', 'widgets/shared/fixtures/**', 'widgets/test-setup.ts'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "MemberExpression[object.name='Intl']", message: 'Format in core/format (issue 23 §1), not with Intl in a widget.' },
        { selector: "CallExpression[callee.property.name='replace'][arguments.0.value='.'][arguments.1.value=',']", message: "Use formatAmount/formatDecimal from core/format, not .replace('.', ',')." },
      ],
      'no-restricted-imports': ['error', {
        paths: [zodNamedZ],
        patterns: [
          { group: ['**/api-server/**', 'hono', 'hono/*', '@hono/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'], message: 'widgets/ talk to the server over HTTP only.' },
          { group: ['**/core/index.js', '**/core/schemas/product.js', '**/core/schemas/product-details.js'], importNames: ['ProductWire', 'ProductWireSchema', 'decodeProduct'], message: 'Widgets render decoded products (decision 002): read the wire format in core.' },
        ],
      }],
      // Issue 23 §3: no widget file over about 300 lines; a bigger screen is split into files named
      // after what they hold (one per dialog), and its state goes to a core store.
      'max-lines': ['error', { max: 300 }],
    },
  },
  {
    files: ['api-server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [zodNamedZ],
        patterns: [{ group: ['**/widgets/**'], message: 'api-server/ never imports widgets/.' }],
      }],
    },
  },
  {
    // Decision 011: a route only validates, calls its domain folder and answers. Queries live in
    // api-server/<resource>/; a route never imports another route.
    files: ['api-server/routes/*.ts'],
    ignores: ['api-server/routes/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [zodNamedZ],
        patterns: [
          { group: ['**/widgets/**'], message: 'api-server/ never imports widgets/.' },
          { group: ['drizzle-orm', 'drizzle-orm/*', '../db/schema.js', '../db/schema'], message: 'Routes do not query: put the query in the domain folder (decision 011).' },
          { group: ['./*'], message: 'Routes do not import routes: shared logic belongs in a domain folder or http/ (decision 011).' },
        ],
      }],
    },
  },
  {
    // No import cycles (issue 23 §5): a cycle makes module order matter and splits badly into chunks.
    // Sources import '.js' paths that are '.ts'/'.tsx' files on disk (moduleResolution Bundler).
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/ignore': ['node_modules'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    // Our modules only: following node_modules parses bundled dependencies (PGlite's dist) for nothing.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['examples/**/*.{js,ts,mjs}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/core/**', '**/widgets/**', '**/api-server/**'], message: 'examples/ uses only the built bundle (/widgets/shop-widgets.js).' }],
      }],
    },
  },
);
