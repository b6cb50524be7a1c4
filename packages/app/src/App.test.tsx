import { api, zhCN, zhCNVip } from '@nocturne/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, expect, test } from 'vitest';
import { App } from './App.tsx';
import { handleSessionError } from './state/member.ts';
import { installRuntime } from './state/runtime.ts';
import { aMember } from './test/fixtures.ts';
import { fakeRuntime, ok } from './test/fakeRuntime.ts';

let fake: ReturnType<typeof fakeRuntime>;
let location = '';

function LocationProbe() {
  location = useLocation().pathname;
  return null;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <LocationProbe />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  fake = fakeRuntime({ onSessionError: handleSessionError });
  installRuntime(fake.runtime);
  fake.server.on(api.autoRegister, ok(aMember({ token: 't-1' })));
  fake.server.on(api.memberByCode, ok(aMember()));
  fake.server.on(api.config, { code: 1, msg: 'off', data: null });
  fake.server.on(api.ads, { code: 1, msg: 'off', data: null });
  fake.server.on(api.goods, ok({ optionList: [], payList: [] }));
});

test('the first visit shows the 18+ gate and registers the device only after confirming', async () => {
  renderAt('/vip');
  await screen.findByRole('heading', { name: zhCN.ageGate.title });
  expect(fake.server.received.has(api.autoRegister.path)).toBe(false);
  await userEvent.click(screen.getByRole('button', { name: zhCN.ageGate.enter }));
  await waitFor(() => expect(fake.runtime.stores.session.token()).toBe('t-1'));
  expect(fake.runtime.stores.ageGate.isSet()).toBe(true);
});

test('an unknown path goes to home; pages without the tab bar do not show it', async () => {
  fake.runtime.stores.ageGate.set();
  fake.runtime.stores.session.save(aMember(), 't-1');
  const view = renderAt('/no/such/page');
  await waitFor(() => expect(location).toBe('/'));
  await screen.findByRole('navigation', { name: zhCN.app.name });
  view.unmount();

  renderAt('/vip');
  await screen.findByRole('heading', { name: zhCNVip.title });
  expect(screen.queryByRole('navigation', { name: zhCN.app.name })).toBeNull();
});
