import { zhCN } from '@nocturne/core';
import { Button, EmptyState, IconClock, IconStar, IconWarning } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const meta = {
  title: 'Feed/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { message: zhCN.favourites.empty, icon: <IconStar /> },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoFavourites: Story = {};
export const NoRecords: Story = { args: { message: zhCN.records.empty, icon: undefined } };
export const LoadFailedWithRetry: Story = {
  args: { message: zhCN.common.loadFailed, icon: <IconWarning />, action: <Button variant="secondary">{zhCN.common.retry}</Button> },
};

export const AllStates: Story = {
  render: () => (
    <StateGrid columns={2}>
      <StateCell label="favourites">
        <EmptyState message={zhCN.favourites.empty} icon={<IconStar />} />
      </StateCell>
      <StateCell label="history">
        <EmptyState message={zhCN.history.empty} icon={<IconClock />} />
      </StateCell>
      <StateCell label="default icon">
        <EmptyState message={zhCN.records.empty} />
      </StateCell>
      <StateCell label="error + action">
        <EmptyState
          message={zhCN.common.loadFailed}
          icon={<IconWarning />}
          action={<Button size="small" variant="secondary">{zhCN.common.retry}</Button>}
        />
      </StateCell>
    </StateGrid>
  ),
};
