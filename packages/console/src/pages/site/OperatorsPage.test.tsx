import { OPERATOR_REASON_MIN, type OperatorSessionView, type OperatorView } from '@nocturne/core';
import { emptyToastQueue } from '@nocturne/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { operators } from '../../state/operators.ts';
import { toastState } from '../../state/outcome.ts';
import { sessionState } from '../../state/session.ts';
import OperatorsPage from './OperatorsPage.tsx';

const operator = (id: number, name: string, role: OperatorView['role']): OperatorView => ({ id, name, role, totpEnabled: true, disabled: false, createdAt: '2026-11-27T00:00:00Z' });
const olga = operator(1, 'olga', 'owner');
const cora = operator(2, 'cora', 'content');
const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'success', data }), { status: 200 });

/** The server: the two operators, and every change it is sent. */
function server() {
  const changes: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { role: OperatorView['role'] };
        changes.push({ method: 'PUT', url, body });
        return ok({ ...cora, role: body.role });
      }
      return ok([olga, cora]);
    }),
  );
  return changes;
}

const signedInAs = (view: OperatorView): OperatorSessionView => ({ operator: view, rights: ['operators'], totpEnrolmentRequired: false, idleTimeoutSeconds: 1800 });

beforeEach(() => {
  Object.assign(operators.state, { items: [], status: 'idle', busy: false, revealed: null });
  sessionState.view = signedInAs(olga);
  toastState.queue = emptyToastQueue;
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionState.view = null;
});

const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr')!;

function renderPage() {
  render(
    <MemoryRouter>
      <OperatorsPage />
    </MemoryRouter>,
  );
}

test('重置密码 is offered on the other operators\' rows, not on the owner\'s own (that is 我的账号\'s)', async () => {
  server();
  renderPage();
  expect(within(await rowOf('cora')).getByRole('button', { name: '重置密码' })).toBeInTheDocument();
  const own = await rowOf('olga');
  expect(within(own).getByRole('button', { name: '修改角色' })).toBeInTheDocument();
  expect(within(own).queryByRole('button', { name: '重置密码' })).toBeNull();
});

test('a role change is not sent until a reason is given; then the reason goes with it', async () => {
  const changes = server();
  renderPage();
  await userEvent.click(within(await rowOf('cora')).getByRole('button', { name: '修改角色' }));
  const editor = screen.getByRole('group', { name: '修改角色 cora' });
  await userEvent.selectOptions(within(editor).getByRole('combobox', { name: /角色/ }), 'support');
  const reason = within(editor).getByRole('textbox', { name: /原因/ });
  const save = within(editor).getByRole('button', { name: '保存' });

  await userEvent.click(save);
  expect(within(editor).getByText(`请填写原因（至少 ${OPERATOR_REASON_MIN} 个字）`)).toBeInTheDocument();
  // Spaces do not count toward the reason.
  await userEvent.type(reason, ` ${'换'.repeat(OPERATOR_REASON_MIN - 1)} `);
  await userEvent.click(save);
  expect(changes).toEqual([]);

  await userEvent.clear(reason);
  await userEvent.type(reason, '转岗客服');
  await userEvent.click(save);
  await vi.waitFor(() => expect(changes).toEqual([{ method: 'PUT', url: '/admin/operators/2', body: { role: 'support', reason: '转岗客服' } }]));
  await vi.waitFor(() => expect(screen.queryByRole('group', { name: '修改角色 cora' })).toBeNull());
});
