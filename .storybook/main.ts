// Storybook for the widgets: each React component rendered with fixtures, never a running server.
// Hand-written on purpose (no `storybook init`/`storybook add`: they download browsers and pull
// newer majors). The addons are installed packages that need no network, so the build stays offline:
// docs (autodocs pages that show each element's contract from custom-elements.json, issue 21 point 6),
// a11y (axe on every story, also in the Chromium test run of vitest.storybook.config.ts) and vitest.
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: { strictMode: true } },
  stories: ['../widgets/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
    enableCrashReports: false,
  },
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    // Widget CSS is imported as text (`import css from './x.css?inline'`) and adopted into each shadow
    // root; Vite handles `?inline` natively, nothing to add. Stories render the React components with
    // React 19 (the `dist-react` flavour); the Preact flavour is covered by the browser tests.
    return mergeConfig(viteConfig, {
      logLevel: 'warn',
      build: { chunkSizeWarningLimit: 2_000 },
    });
  },
};

export default config;
