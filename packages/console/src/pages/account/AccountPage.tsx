import { zhCNConsole } from '@nocturne/core';
import { Button, PageHeader, TextField } from '@nocturne/ui';
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import * as styles from '../../shell/shell.css.ts';
import { accountState, changeOwnPassword, signOutEverywhere } from '../../state/account.ts';
import { sessionState } from '../../state/session.ts';
import * as own from './account.css.ts';

const text = zhCNConsole.account;

/** The signed-in operator's own account: change the password, sign out everywhere. */
export default function AccountPage() {
  const session = useSnapshot(sessionState);
  const account = useSnapshot(accountState);
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const mismatch = repeat !== '' && repeat !== newPassword ? text.passwordsDiffer : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (mismatch) return;
    if (await changeOwnPassword(oldPassword, newPassword)) {
      setOldPassword('');
      setNewPassword('');
      setRepeat('');
    }
  }

  const passwordField = (label: string, value: string, onChange: (value: string) => void, autoComplete: string, error?: string | null) => (
    <TextField
      label={label}
      type="password"
      value={value}
      onChange={onChange}
      autoComplete={autoComplete}
      showPasswordLabel={zhCNConsole.signIn.showPassword}
      hidePasswordLabel={zhCNConsole.signIn.hidePassword}
      error={error}
    />
  );

  return (
    <>
      <PageHeader
        title={text.title}
        description={session.view ? text.signedInAs(session.view.operator.name, session.view.operator.role) : undefined}
      />
      <section className={own.panel} aria-labelledby="password-title">
        <h2 id="password-title" className={own.panelTitle}>
          {text.passwordTitle}
        </h2>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          {passwordField(text.oldPassword, oldPassword, setOldPassword, 'current-password')}
          {passwordField(text.newPassword, newPassword, setNewPassword, 'new-password')}
          <p className={styles.muted}>{text.newPasswordHint}</p>
          {passwordField(text.repeatPassword, repeat, setRepeat, 'new-password', mismatch)}
          <Button type="submit" variant="primary" loading={account.busy} disabled={!oldPassword || !newPassword || !repeat}>
            {text.passwordTitle}
          </Button>
        </form>
      </section>
      <section className={own.panel} aria-labelledby="everywhere-title">
        <h2 id="everywhere-title" className={own.panelTitle}>
          {text.signOutEverywhere}
        </h2>
        <p className={styles.muted}>{text.signOutEverywhereHint}</p>
        <div>
          <Button variant="secondary" onClick={() => void signOutEverywhere()}>
            {text.signOutEverywhere}
          </Button>
        </div>
      </section>
    </>
  );
}
