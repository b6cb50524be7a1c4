import type { Preview } from '@storybook/react-vite';
// Importing the kit's theme registers the :root variables and the global styles.
import '../packages/ui/src/theme/index.ts';
import { viewports } from '../stories/support/viewports.ts';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    backgrounds: {
      options: { dark: { name: 'Nocturne dark', value: '#0f0f14' } },
    },
    viewport: { options: viewports },
    controls: { expanded: true },
    // Every story is an accessibility test: any axe violation fails it.
    a11y: { test: 'error' },
  },
  initialGlobals: {
    backgrounds: { value: 'dark' },
    viewport: { value: 'phone', isRotated: false },
  },
  decorators: [
    // The member app's column is at most 750px; console stories (`parameters.wide`) take the
    // whole desktop or tablet width they are shown at.
    (Story, { parameters }) => (
      <div style={{ minHeight: '100vh', maxWidth: parameters.wide ? undefined : 750, margin: '0 auto', background: '#0f0f14' }}>
        <Story />
      </div>
    ),
  ],
};

export default preview;
