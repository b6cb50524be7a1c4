import { zhCN } from '@nocturne/core';
import { BackToTop, BACK_TO_TOP_THRESHOLD } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneFrame, StateCell, StateGrid, overlayDocs } from './support/StateGrid.tsx';

const meta = {
  title: 'Navigation/BackToTop',
  component: BackToTop,
  tags: ['autodocs'],
  // Fixed to the viewport like in the app; on the docs page each story gets its own frame.
  parameters: overlayDocs,
  args: { scrollTop: 1200, label: zhCN.common.backToTop, onClick: fn() },
} satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: zhCN.common.backToTop }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** At or above the threshold nothing is shown. */
export const HiddenNearTheTop: Story = {
  args: { scrollTop: BACK_TO_TOP_THRESHOLD },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <StateGrid columns={2}>
      <StateCell label={`scrollTop ${BACK_TO_TOP_THRESHOLD}: hidden`}>
        <PhoneFrame height={140}>
          <BackToTop {...args} scrollTop={BACK_TO_TOP_THRESHOLD} />
        </PhoneFrame>
      </StateCell>
      <StateCell label="scrollTop 1200: shown">
        <PhoneFrame height={140}>
          <BackToTop {...args} scrollTop={1200} />
        </PhoneFrame>
      </StateCell>
    </StateGrid>
  ),
};
