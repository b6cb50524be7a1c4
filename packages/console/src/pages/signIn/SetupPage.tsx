import { zhCNConsole } from '@nocturne/core';
import { Button, FormTextField, Spinner, TextField } from '@nocturne/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import * as styles from '../../shell/shell.css.ts';
import { checkSetupLink, createFirstOwner, setupState } from '../../state/setup.ts';

const text = zhCNConsole.setup;

/** Where the console's first-run link opens. */
export const SETUP_PATH = '/setup';

/**
 * The first run: the one-time link from the server's log (its token after `#`) lets the first
 * owner choose a name and password; TOTP enrolment follows. A refused link says why.
 */
export function SetupPage() {
  const setup = useSnapshot(setupState);
  const token = useLocation().hash.slice(1);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState(false);
  useEffect(() => {
    void checkSetupLink(token);
  }, [token]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setMismatch(password !== repeat);
    if (password === repeat) void createFirstOwner(token, name.trim(), password);
  }

  return (
    <div className={styles.centred}>
      <main className={styles.card}>
        <h1 className={styles.cardTitle}>{text.title}</h1>
        {setup.link === 'checking' ? (
          <div role="status" aria-label={text.checking}>
            <Spinner />
          </div>
        ) : setup.link === 'refused' ? (
          <>
            <p className={styles.error} role="alert">
              {setup.error}
            </p>
            <Button variant="ghost" block onClick={() => window.location.assign('/console')}>
              {text.toSignIn}
            </Button>
          </>
        ) : (
          <>
            <p className={styles.muted}>{text.description}</p>
            <form className={styles.form} onSubmit={submit} noValidate>
              <FormTextField label={text.name} hint={text.nameHint} value={name} onChange={setName} autoComplete="username" required autoFocus />
              <NewPasswordField label={text.password} value={password} onChange={setPassword} />
              <NewPasswordField label={text.repeat} value={repeat} onChange={setRepeat} error={mismatch ? text.mismatch : setup.error} />
              <Button type="submit" variant="primary" block loading={setup.busy} disabled={!name.trim() || !password || !repeat}>
                {text.submit}
              </Button>
            </form>
          </>
        )}
      </main>
    </div>
  );
}

function NewPasswordField(props: { label: string; value: string; onChange: (value: string) => void; error?: string | null }) {
  return (
    <TextField
      {...props}
      type="password"
      autoComplete="new-password"
      showPasswordLabel={zhCNConsole.signIn.showPassword}
      hidePasswordLabel={zhCNConsole.signIn.hidePassword}
    />
  );
}
