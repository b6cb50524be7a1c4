import { zhCN, zhCNLogin, zhCNPassword } from '@nocturne/core';
import { Button, TextField } from '@nocturne/ui';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { paths } from '../../routes/paths.ts';
import { submitLogin } from '../../state/account.ts';
import { configState } from '../../state/config.ts';
import { runtime } from '../../state/runtime.ts';
import { Page } from '../common/Page.tsx';
import * as styles from '../common/page.css.ts';
import * as login from './login.css.ts';

/** Login (/login): looping background video, account and password, support link, 18+ notice. */
export default function LoginPage() {
  const { config } = useSnapshot(configState);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const forgot = () => {
    if (config?.serviceUrl) runtime().openExternal(config.serviceUrl);
    else window.open(paths.service, '_blank', 'noopener');
  };
  return (
    <div className={login.stage}>
      {/* The spec's looping background video, over a moving gradient that shows while it loads
          and stays when the operator configured none. */}
      <div className={login.backdrop} aria-hidden />
      {config?.loginVideoUrl ? (
        <video className={login.video} src={config.loginVideoUrl} autoPlay muted loop playsInline preload="auto" aria-hidden tabIndex={-1} />
      ) : null}
      <Page title={zhCNLogin.title}>
        <header className={login.brand}>
          {/* The app's own icon (cached with the shell), so the login page looks like the installed app. */}
          <img className={login.logo} src="/icon.svg" alt="" width={72} height={72} />
          <h2 className={login.name}>{zhCN.app.name}</h2>
          <p className={login.slogan}>{zhCNLogin.slogan}</p>
        </header>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            setBusy(true);
            void submitLogin(account, password).finally(() => setBusy(false));
          }}
        >
          <TextField
            label={zhCNLogin.account}
            value={account}
            onChange={setAccount}
            placeholder={zhCNLogin.accountPlaceholder}
            autoComplete="username"
          />
          <TextField
            label={zhCNLogin.password}
            type="password"
            value={password}
            onChange={setPassword}
            placeholder={zhCNLogin.passwordPlaceholder}
            autoComplete="current-password"
            showPasswordLabel={zhCNPassword.show}
            hidePasswordLabel={zhCNPassword.hide}
          />
          <Button type="submit" block size="large" loading={busy}>
            {zhCNLogin.submit}
          </Button>
          <Button variant="ghost" onClick={forgot}>
            {zhCNLogin.forgot}
          </Button>
          <p className={`${styles.muted} ${login.notice}`}>{zhCNLogin.ageNotice}</p>
        </form>
      </Page>
    </div>
  );
}
