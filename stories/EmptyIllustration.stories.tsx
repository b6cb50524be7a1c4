import { EmptyIllustration, type EmptyIllustrationKind } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const KINDS: EmptyIllustrationKind[] = ['favourites', 'history', 'records', 'invites', 'chat', 'search', 'videos', 'generic'];

const meta = {
  title: 'Feed/EmptyIllustration',
  component: EmptyIllustration,
  args: { kind: 'favourites' },
} satisfies Meta<typeof EmptyIllustration>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One motif, decorative: hidden from screen readers. */
export const Favourites: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg[data-illustration="favourites"]')).toHaveAttribute('aria-hidden', 'true');
  },
};
export const Generic: Story = { args: { kind: 'generic' } };

/** Every motif, one per kind of empty list. */
export const AllStates: Story = {
  render: () => (
    <StateGrid>
      {KINDS.map((kind) => (
        <StateCell key={kind} label={kind}>
          <EmptyIllustration kind={kind} />
        </StateCell>
      ))}
    </StateGrid>
  ),
};
