import { zhCN, zhCNEmpty, zhCNFavourites, zhCNHistory, zhCNRecords } from '@nocturne/core';
import { Button, EmptyState, IconWarning } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const meta = {
  title: 'Feed/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    message: zhCNFavourites.empty,
    hint: zhCNEmpty.favouritesHint,
    illustration: 'favourites',
    action: <Button>{zhCNEmpty.goBrowse}</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoFavourites: Story = {};
export const NoHistory: Story = { args: { message: zhCNHistory.empty, hint: zhCNEmpty.historyHint, illustration: 'history' } };
export const NoRecords: Story = {
  args: { message: zhCNRecords.empty, hint: zhCNEmpty.recordsHint, illustration: 'records', action: <Button>{zhCNEmpty.goTopUp}</Button> },
};
export const NoInvites: Story = {
  args: { message: zhCN.common.noRecords, hint: zhCNEmpty.invitesHint, illustration: 'invites', action: <Button>{zhCNEmpty.goInvite}</Button> },
};
export const NoMessages: Story = { args: { message: zhCNEmpty.chat, hint: zhCNEmpty.chatHint, illustration: 'chat', action: undefined } };
export const NoSearchResults: Story = { args: { message: zhCNEmpty.search, hint: zhCNEmpty.searchHint, illustration: 'search' } };
export const NoVideos: Story = { args: { message: zhCN.common.empty, hint: zhCNEmpty.topicsHint, illustration: 'videos' } };
export const Generic: Story = { args: { message: zhCN.common.empty, hint: undefined, illustration: undefined, action: undefined } };
export const LoadFailedWithRetry: Story = {
  args: {
    message: zhCN.common.loadFailed,
    hint: undefined,
    icon: <IconWarning />,
    action: <Button variant="secondary">{zhCN.common.retry}</Button>,
  },
};

const cells = [
  { label: 'favourites', message: zhCNFavourites.empty, hint: zhCNEmpty.favouritesHint, illustration: 'favourites', action: zhCNEmpty.goBrowse },
  { label: 'history', message: zhCNHistory.empty, hint: zhCNEmpty.historyHint, illustration: 'history', action: zhCNEmpty.goBrowse },
  { label: 'records', message: zhCNRecords.empty, hint: zhCNEmpty.recordsHint, illustration: 'records', action: zhCNEmpty.goTopUp },
  { label: 'invites', message: zhCN.common.noRecords, hint: zhCNEmpty.invitesHint, illustration: 'invites', action: zhCNEmpty.goInvite },
  { label: 'chat', message: zhCNEmpty.chat, hint: zhCNEmpty.chatHint, illustration: 'chat' },
  { label: 'search', message: zhCNEmpty.search, hint: zhCNEmpty.searchHint, illustration: 'search', action: zhCNEmpty.goBrowse },
  { label: 'videos', message: zhCN.common.empty, hint: zhCNEmpty.topicsHint, illustration: 'videos', action: zhCNEmpty.goBrowse },
  { label: 'generic', message: zhCN.common.empty },
] as const;

export const AllStates: Story = {
  render: () => (
    <StateGrid columns={2}>
      {cells.map((cell) => (
        <StateCell key={cell.label} label={cell.label}>
          <EmptyState
            message={cell.message}
            hint={'hint' in cell ? cell.hint : undefined}
            illustration={'illustration' in cell ? cell.illustration : undefined}
            action={'action' in cell ? <Button size="small">{cell.action}</Button> : undefined}
          />
        </StateCell>
      ))}
      <StateCell label="error + retry">
        <EmptyState
          message={zhCN.common.loadFailed}
          icon={<IconWarning />}
          action={<Button size="small" variant="secondary">{zhCN.common.retry}</Button>}
        />
      </StateCell>
    </StateGrid>
  ),
};
