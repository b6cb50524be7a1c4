import { zhCN } from '@nocturne/core';
import { Button, IconRefresh, IconWarning, StatusNotice } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const retry = (
  <Button variant="secondary" size="small" icon={<IconRefresh />}>
    {zhCN.common.retry}
  </Button>
);

const meta = {
  title: 'Feed/StatusNotice',
  component: StatusNotice,
  tags: ['autodocs'],
  args: { message: zhCN.common.offline, icon: <IconWarning />, action: retry },
} satisfies Meta<typeof StatusNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page whose code or data did not arrive while offline. */
export const Offline: Story = {};
/** Online, yet the page failed to load. */
export const PageFailed: Story = { args: { message: zhCN.common.pageFailed, hint: zhCN.common.pageFailedHint } };
/** No action: a status to read only. */
export const MessageOnly: Story = { args: { action: undefined } };

export const AllStates: Story = {
  render: () => (
    <StateGrid>
      <StateCell label="offline">
        <StatusNotice message={zhCN.common.offline} icon={<IconWarning />} action={retry} />
      </StateCell>
      <StateCell label="failed, with a hint">
        <StatusNotice message={zhCN.common.pageFailed} hint={zhCN.common.pageFailedHint} icon={<IconWarning />} action={retry} />
      </StateCell>
      <StateCell label="message only">
        <StatusNotice message={zhCN.common.offline} icon={<IconWarning />} />
      </StateCell>
    </StateGrid>
  ),
};
