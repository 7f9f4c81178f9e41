import type { Preview } from '@storybook/react-vite';
import { ContractDocsPage } from './element-contract.js';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Issue 21 point 6: axe runs on every story; in the Chromium test run a violation fails the story.
    // label-content-name-mismatch (WCAG 2.5.3, label in name) is experimental in axe and off by default;
    // Lighthouse runs it, so the stories do too (as examples/e2e/browser.ts's axeViolations).
    a11y: { test: 'error', options: { rules: { 'label-content-name-mismatch': { enabled: true } } } },
    // Each story file's docs page shows its element's contract from custom-elements.json.
    docs: { page: ContractDocsPage },
    backgrounds: {
      options: {
        page: { name: 'CMS-side', value: '#fbf8f2' },
        white: { name: 'Hvid', value: '#ffffff' },
      },
    },
  },
  initialGlobals: {
    backgrounds: { value: 'page' },
    locale: 'da',
  },
};

export default preview;
