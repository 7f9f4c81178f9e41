import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
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
