// Storybook for the widgets: each React component rendered with fixtures, never a running server.
// Hand-written on purpose (no `storybook init`/`storybook add`: they download browsers and pull
// newer majors). No addons, so the build works offline.
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: { strictMode: true } },
  stories: ['../widgets/**/*.stories.tsx'],
  addons: [],
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
