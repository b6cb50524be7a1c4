import { zhCNConsole } from '@nocturne/core';
import { Button, FormTextField, TextField } from '@nocturne/ui';
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import * as styles from '../../shell/shell.css.ts';
import { backToPassword, sessionState, signIn } from '../../state/session.ts';

const text = zhCNConsole.signIn;

/** Name and password; then, for an account with TOTP, the one-time code (the server asks for it). */
export function SignInPage() {
  const session = useSnapshot(sessionState);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const onCodeStep = session.step === 'code';

  function submit(event: FormEvent) {
    event.preventDefault();
    void signIn(name.trim(), password, onCodeStep ? code.trim() : undefined);
  }

  return (
    <div className={styles.centred}>
      <main className={styles.card}>
        <h1 className={styles.cardTitle}>{text.title}</h1>
        {session.notice ? (
          <p className={styles.notice} role="status">
            {session.notice}
          </p>
        ) : null}
        <form className={styles.form} onSubmit={submit} noValidate>
          {onCodeStep ? (
            <FormTextField
              label={text.code}
              hint={text.codeHint}
              value={code}
              onChange={setCode}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              autoFocus
              error={session.error}
            />
          ) : (
            <>
              <FormTextField label={text.name} value={name} onChange={setName} autoComplete="username" required autoFocus />
              <TextField
                label={text.password}
                type="password"
                value={password}
                onChange={setPassword}
                autoComplete="current-password"
                showPasswordLabel={text.showPassword}
                hidePasswordLabel={text.hidePassword}
                error={session.error}
              />
            </>
          )}
          <Button type="submit" variant="primary" block loading={session.busy}>
            {text.submit}
          </Button>
          {onCodeStep ? (
            <Button
              variant="ghost"
              block
              onClick={() => {
                setCode('');
                backToPassword();
              }}
            >
              {text.back}
            </Button>
          ) : null}
        </form>
      </main>
    </div>
  );
}
