import { zhCNConsole } from '@nocturne/core';
import { Button, FormTextField, Spinner } from '@nocturne/ui';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import * as styles from '../../shell/shell.css.ts';
import { confirmEnrolment, sessionState, signOut, startEnrolment } from '../../state/session.ts';
import * as own from './enrol.css.ts';

const text = zhCNConsole.enrol;

/** An owner or finance operator without TOTP: scan the code (or type the secret), then confirm one code. */
export default function TotpEnrolPage() {
  const session = useSnapshot(sessionState);
  const [code, setCode] = useState('');
  useEffect(() => {
    if (!sessionState.enrolment) void startEnrolment();
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    void confirmEnrolment(code.trim());
  }

  const enrolment = session.enrolment;
  return (
    <div className={styles.centred}>
      <main className={styles.card}>
        <h1 className={styles.cardTitle}>{text.title}</h1>
        <p className={styles.muted}>{text.description}</p>
        {enrolment ? (
          <>
            <div className={own.qr}>
              <QRCodeSVG value={enrolment.uri} size={200} marginSize={2} role="img" aria-label={text.qrLabel} title={text.qrLabel} />
            </div>
            <p className={styles.muted}>
              {text.secret}: <code className={own.secret} data-testid="totp-secret">{enrolment.secret}</code>
            </p>
            <form className={styles.form} onSubmit={submit} noValidate>
              <FormTextField
                label={text.code}
                hint={zhCNConsole.signIn.codeHint}
                value={code}
                onChange={setCode}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
                error={session.error}
              />
              <Button type="submit" variant="primary" block loading={session.busy}>
                {text.confirm}
              </Button>
            </form>
          </>
        ) : session.error ? (
          <p className={styles.error} role="alert">
            {session.error}
          </p>
        ) : (
          <Spinner />
        )}
        <Button variant="ghost" block onClick={() => void signOut()}>
          {zhCNConsole.account.signOut}
        </Button>
      </main>
    </div>
  );
}
