import { api, zhCN, zhCNEmpty } from '@nocturne/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, expect, test } from 'vitest';
import { installRuntime } from '../../state/runtime.ts';
import { fakeRuntime, ok } from '../../test/fakeRuntime.ts';
import ChatPage from './ChatPage.tsx';

let fake: ReturnType<typeof fakeRuntime>;

beforeEach(() => {
  fake = fakeRuntime();
  installRuntime(fake.runtime);
});

const renderChat = () =>
  render(
    <MemoryRouter>
      <ChatPage />
    </MemoryRouter>,
  );

test('a thread that failed to load says so with 重试, never "no messages yet"; back online it loads', async () => {
  fake.server.on(api.chatList, () => Promise.reject(new TypeError('Failed to fetch')));
  renderChat();
  expect(await screen.findByRole('button', { name: zhCN.common.retry })).toBeInTheDocument();
  expect(screen.queryByText(zhCNEmpty.chat)).not.toBeInTheDocument();

  const reply = { id: 1, message: '您好，请问有什么可以帮您', messageType: 'text', sendReceive: 'receive', updateTime: '2026-11-22 12:00:00' };
  fake.server.on(api.chatList, ok([reply]));
  window.dispatchEvent(new Event('online'));
  expect(await screen.findByText(reply.message)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: zhCN.common.retry })).not.toBeInTheDocument();
});

test('an empty thread that loaded says there are no messages yet', async () => {
  fake.server.on(api.chatList, ok([]));
  renderChat();
  expect(await screen.findByText(zhCNEmpty.chat)).toBeInTheDocument();
});
