import { zhCN } from '@nocturne/core';
import { Button, TextField } from '@nocturne/ui';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { submitPasswordChange } from '../../state/account.ts';
import { memberState } from '../../state/member.ts';
import { Page } from '../common/Page.tsx';
import * as styles from '../common/page.css.ts';

const toggle = { showPasswordLabel: zhCN.password.show, hidePasswordLabel: zhCN.password.hide };

/** Change password (/setpaw): old (prefilled, read-only), new and confirm, each with an eye toggle. */
export default function ChangePasswordPage() {
  const { member } = useSnapshot(memberState);
  const [oldPwd] = useState(member?.memberPwdTemp ?? '');
  const [newPwd, setNewPwd] = useState('');
  const [confirmPwd, setConfirmPwd] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Page title={zhCN.password.title}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          setBusy(true);
          void submitPasswordChange(oldPwd, newPwd, confirmPwd).finally(() => setBusy(false));
        }}
      >
        <TextField label={zhCN.password.old} type="password" value={oldPwd} readOnly {...toggle} />
        <TextField label={zhCN.password.new} type="password" value={newPwd} onChange={setNewPwd} autoComplete="new-password" {...toggle} />
        <TextField
          label={zhCN.password.confirm}
          type="password"
          value={confirmPwd}
          onChange={setConfirmPwd}
          autoComplete="new-password"
          {...toggle}
        />
        <Button type="submit" block size="large" loading={busy}>
          {zhCN.password.save}
        </Button>
      </form>
    </Page>
  );
}
