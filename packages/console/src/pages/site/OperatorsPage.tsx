import { OPERATOR_ROLES, zhCNConsole, type OperatorRole, type OperatorView } from '@nocturne/core';
import { Button, ConfirmDialog, DataTable, FormTextField, PageHeader, SelectField, TextField, type DataTableColumn } from '@nocturne/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { formatDateTime } from '../../format/figures.ts';
import { addOperator, changeOperator, loadOperators, operatorsState } from '../../state/operators.ts';
import * as styles from './site.css.ts';

const text = zhCNConsole.operators;
const ROLE_OPTIONS = OPERATOR_ROLES.map((role) => ({ value: role, label: zhCNConsole.roles[role] }));

const COLUMNS: readonly DataTableColumn<OperatorView>[] = [
  { id: 'name', header: text.name, cell: (operator) => operator.name, sortable: true, sortValue: (operator) => operator.name },
  { id: 'role', header: text.role, cell: (operator) => zhCNConsole.roles[operator.role] },
  { id: 'totp', header: text.totp, cell: (operator) => (operator.totpEnabled ? text.totpOn : text.totpOff) },
  { id: 'state', header: text.state, cell: (operator) => (operator.disabled ? text.disabled : text.active) },
  { id: 'createdAt', header: text.createdAt, cell: (operator) => formatDateTime(operator.createdAt), sortable: true, sortValue: (operator) => operator.createdAt },
];

/** The owner's page: every operator and their role; add one, change a role, disable or enable. */
export default function OperatorsPage() {
  const operators = useSnapshot(operatorsState);
  const [editing, setEditing] = useState<OperatorView | null>(null);
  const [disabling, setDisabling] = useState<OperatorView | null>(null);
  useEffect(() => {
    void loadOperators();
  }, []);
  return (
    <>
      <PageHeader title={zhCNConsole.pages.operators} description={text.description} />
      <AddOperatorForm />
      <DataTable
        caption={zhCNConsole.pages.operators}
        captionHidden
        columns={COLUMNS}
        rows={operators.list}
        rowKey={(operator) => String(operator.id)}
        status={operators.status === 'loading' && operators.list.length === 0 ? 'loading' : operators.status === 'error' ? 'error' : 'ready'}
        onRetry={() => void loadOperators()}
        labels={{ ...zhCNConsole.table, empty: text.empty, error: operators.error ?? zhCNConsole.table.error }}
        rowActions={(operator) => [
          { key: 'role', label: text.changeRole, onSelect: () => setEditing(operator) },
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
        confirming={operators.busy}
        onConfirm={() => {
          if (disabling) void changeOperator(disabling.id, { disabled: true }).then(() => setDisabling(null));
        }}
        onCancel={() => setDisabling(null)}
      />
    </>
  );
}

function AddOperatorForm() {
  const operators = useSnapshot(operatorsState);
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
        <SelectField label={text.role} options={ROLE_OPTIONS} value={role} onChange={setRole} placeholder={text.role} required />
        <TextField
          label={text.password}
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          showPasswordLabel={zhCNConsole.signIn.showPassword}
          hidePasswordLabel={zhCNConsole.signIn.hidePassword}
          error={operators.addError}
        />
      </div>
      <p className={styles.hint}>{text.passwordHint}</p>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={operators.busy} disabled={!name.trim() || !role || !password}>
          {text.add}
        </Button>
      </div>
    </form>
  );
}

function RoleEditor({ operator, onDone }: { operator: OperatorView; onDone: () => void }) {
  const operators = useSnapshot(operatorsState);
  const [role, setRole] = useState<OperatorRole>(operator.role);
  return (
    <div className={styles.rowEditor} role="group" aria-label={`${text.changeRole} ${operator.name}`}>
      <SelectField label={`${operator.name} · ${text.role}`} options={ROLE_OPTIONS} value={role} onChange={setRole} />
      <Button variant="primary" loading={operators.busy} onClick={() => void changeOperator(operator.id, { role }).then((done) => done && onDone())}>
        {zhCNConsole.save}
      </Button>
      <Button variant="ghost" onClick={onDone}>
        {zhCNConsole.cancel}
      </Button>
    </div>
  );
}
