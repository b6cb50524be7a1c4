import { OPERATOR_REASON_MAX, OPERATOR_REASON_MIN, OPERATOR_ROLES, reasonGiven, zhCNConsole, type OperatorRole, type OperatorView } from '@nocturne/core';
import { Button, ConfirmDialog, FormTextArea, FormTextField, PageHeader, SelectField, TextField, type DataTableColumn } from '@nocturne/ui';
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { formatDateTime } from '../../format/figures.ts';
import { addOperator, changeOperator, forgetRevealedPassword, operators, resetPassword } from '../../state/operators.ts';
import { sessionState } from '../../state/session.ts';
import { ListTable, useList } from '../lists/ListTable.tsx';
import { RevealedPassword } from './RevealedPassword.tsx';
import * as styles from './site.css.ts';

const text = zhCNConsole.operators;
const ROLE_OPTIONS = OPERATOR_ROLES.map((role) => ({ value: role, label: zhCNConsole.roles[role] }));

const columns: readonly DataTableColumn<OperatorView>[] = [
  { id: 'name', header: text.name, cell: (operator) => operator.name, sortable: true, sortValue: (operator) => operator.name },
  { id: 'role', header: text.role, cell: (operator) => zhCNConsole.roles[operator.role] },
  { id: 'totp', header: text.totp, cell: (operator) => (operator.totpEnabled ? text.totpOn : text.totpOff) },
  { id: 'state', header: text.state, cell: (operator) => (operator.disabled ? text.disabled : text.active) },
  { id: 'createdAt', header: text.createdAt, cell: (operator) => formatDateTime(operator.createdAt), sortable: true, sortValue: (operator) => operator.createdAt },
];

/** The owner's page: every operator and their role; add one, change a role, reset a password, disable or enable. */
export default function OperatorsPage() {
  const state = useList(operators);
  const [editing, setEditing] = useState<OperatorView | null>(null);
  const [disabling, setDisabling] = useState<OperatorView | null>(null);
  const [resetting, setResetting] = useState<OperatorView | null>(null);
  const me = useSnapshot(sessionState).view?.operator.id;
  return (
    <>
      <PageHeader title={zhCNConsole.pages.operators} description={text.description} />
      {state.revealed ? <RevealedPassword revealed={state.revealed} onClose={forgetRevealedPassword} /> : null}
      <AddOperatorForm />
      <ListTable
        list={operators}
        words={{ title: zhCNConsole.pages.operators, empty: text.empty }}
        columns={columns}
        rowActions={(operator) => [
          { key: 'role', label: text.changeRole, onSelect: () => setEditing(operator) },
          // One's own password is changed on 我的账号, knowing the old one; the server refuses a reset of it.
          ...(operator.id === me ? [] : [{ key: 'password', label: text.resetPassword, onSelect: () => setResetting(operator) }]),
          operator.disabled
            ? { key: 'enable', label: text.enable, onSelect: () => void changeOperator(operator.id, { disabled: false }) }
            : { key: 'disable', label: text.disable, tone: 'danger' as const, onSelect: () => setDisabling(operator) },
        ]}
      />
      {editing ? <RoleEditor key={editing.id} operator={editing} onDone={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={disabling !== null}
        title={text.disableTitle}
        message={disabling ? text.disableMessage(disabling.name) : ''}
        confirmLabel={text.disable}
        cancelLabel={zhCNConsole.cancel}
        tone="danger"
        confirming={state.busy}
        onConfirm={() => {
          if (disabling) void changeOperator(disabling.id, { disabled: true }).then(() => setDisabling(null));
        }}
        onCancel={() => setDisabling(null)}
      />
      <ConfirmDialog
        open={resetting !== null}
        title={resetting ? text.resetTitle(resetting.name) : ''}
        message={resetting ? text.resetMessage(resetting.name) : ''}
        confirmLabel={text.resetPassword}
        cancelLabel={zhCNConsole.cancel}
        confirming={state.busy}
        onConfirm={() => {
          if (resetting) void resetPassword(resetting.id, resetting.name).then(() => setResetting(null));
        }}
        onCancel={() => setResetting(null)}
      />
    </>
  );
}

function AddOperatorForm() {
  const { busy } = useSnapshot(operators.state);
  const [name, setName] = useState('');
  const [role, setRole] = useState<OperatorRole | null>(null);
  const [password, setPassword] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!role) return;
    if (await addOperator({ name: name.trim(), role, password })) {
      setName('');
      setRole(null);
      setPassword('');
    }
  }
  return (
    <form className={styles.panel} onSubmit={(event) => void submit(event)} aria-labelledby="add-operator" noValidate>
      <h2 id="add-operator" className={styles.panelTitle}>
        {text.add}
      </h2>
      <div className={styles.fields}>
        <FormTextField label={text.name} hint={text.nameHint} value={name} onChange={setName} required autoComplete="off" />
        <SelectField label={text.role} options={ROLE_OPTIONS} value={role} onChange={setRole} placeholder={text.pickRole} required />
        <TextField
          label={text.password}
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          showPasswordLabel={zhCNConsole.signIn.showPassword}
          hidePasswordLabel={zhCNConsole.signIn.hidePassword}
        />
      </div>
      <p className={styles.hint}>{text.passwordHint}</p>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={busy} disabled={!name.trim() || !role || !password}>
          {text.add}
        </Button>
      </div>
    </form>
  );
}

/** A role change says why: the audit log keeps the reason, and the server refuses a change without one. */
function RoleEditor({ operator, onDone }: { operator: OperatorView; onDone: () => void }) {
  const { busy } = useSnapshot(operators.state);
  const [role, setRole] = useState<OperatorRole>(operator.role);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    if (!reasonGiven(reason)) return setError(text.reasonRequired(OPERATOR_REASON_MIN));
    setError(null);
    void changeOperator(operator.id, { role, reason }).then((done) => done && onDone());
  };
  return (
    <div className={styles.rowEditor} role="group" aria-label={`${text.changeRole} ${operator.name}`}>
      <SelectField label={`${operator.name} · ${text.role}`} options={ROLE_OPTIONS} value={role} onChange={setRole} />
      <FormTextArea label={text.reason} value={reason} onChange={setReason} maxLength={OPERATOR_REASON_MAX} showCount required error={error} />
      <Button variant="primary" loading={busy} disabled={role === operator.role} onClick={save}>
        {zhCNConsole.save}
      </Button>
      <Button variant="ghost" onClick={onDone}>
        {zhCNConsole.cancel}
      </Button>
    </div>
  );
}
