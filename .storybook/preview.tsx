import type { Preview } from '@storybook/react-vite';
// Importing the kit's theme registers the :root variables and the global styles.
import '../packages/ui/src/theme/index.ts';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    backgrounds: {
      options: { dark: { name: 'Nocturne dark', value: '#0f0f14' } },
    },
    viewport: {
      options: {
        phone: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
      },
    },
    controls: { expanded: true },
    // Every story is an accessibility test: any axe violation fails it.
    a11y: { test: 'error' },
  },
  initialGlobals: {
    backgrounds: { value: 'dark' },
    viewport: { value: 'phone', isRotated: false },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh', maxWidth: 750, margin: '0 auto', background: '#0f0f14' }}>
        <Story />
      </div>
    ),
  ],
};

export default preview;
