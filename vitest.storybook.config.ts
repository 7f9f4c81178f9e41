import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { realpathSync } from 'node:fs';
import { CHROME_ARGS, CHROME_PATH } from './examples/e2e/chromium';

// Issue 21 point 6: every story of .storybook/main.ts runs as a test in Debian's Chromium (headless):
// it must render, its play function (the interaction tests of the main flows) must pass, and axe
// (@storybook/addon-a11y, `a11y: { test: 'error' }` in .storybook/preview.ts) must find no violation.
// A config of its own, so `npm test` and the other projects never load Storybook: `npm run test:storybook`.
// Chromium and its flags are the browser suite's (examples/e2e/chromium.ts).

export default defineConfig({
  plugins: [storybookTest({ configDir: '.storybook' })],
  // A worktree may link node_modules from elsewhere: let Vite's dev server serve it (a plain checkout
  // needs nothing, the path is inside the root then).
  server: { fs: { allow: ['.', realpathSync('node_modules')] } },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: CHROME_PATH, args: CHROME_ARGS },
        // Entry animations (a toast fades in over 180 ms) would let axe measure contrast on a half-faded
        // colour; the widgets honour prefers-reduced-motion, so axe checks the settled look.
        contextOptions: { reducedMotion: 'reduce' },
      }),
      instances: [{ browser: 'chromium' }],
    },
    // Stories share the module-level stores (nanostores): one file at a time keeps them apart.
    fileParallelism: false,
    testTimeout: 30_000,
  },
});
