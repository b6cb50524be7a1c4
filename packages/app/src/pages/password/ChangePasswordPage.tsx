import { zhCNPassword } from '@nocturne/core';
import { Button, TextField } from '@nocturne/ui';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { passwordChangeState, submitPasswordChange } from '../../state/account.ts';
import { memberState } from '../../state/member.ts';
import { Page } from '../common/Page.tsx';
import * as styles from '../common/page.css.ts';

const toggle = { showPasswordLabel: zhCNPassword.show, hidePasswordLabel: zhCNPassword.hide };

/** Change password (/setpaw): old (prefilled, read-only), new and confirm, each with an eye toggle. */
export default function ChangePasswordPage() {
  const { member } = useSnapshot(memberState);
  const [oldPwd] = useState(member?.memberPwdTemp ?? '');
  const [newPwd, setNewPwd] = useState('');
  const [confirmPwd, setConfirmPwd] = useState('');
  const { sending } = useSnapshot(passwordChangeState);
  return (
    <Page title={zhCNPassword.title}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          // The action ignores a second tap while one is on its way.
          void submitPasswordChange(oldPwd, newPwd, confirmPwd);
        }}
      >
        <TextField label={zhCNPassword.old} type="password" value={oldPwd} readOnly {...toggle} />
        <TextField label={zhCNPassword.new} type="password" value={newPwd} onChange={setNewPwd} autoComplete="new-password" {...toggle} />
        <TextField
          label={zhCNPassword.confirm}
          type="password"
          value={confirmPwd}
          onChange={setConfirmPwd}
          autoComplete="new-password"
          {...toggle}
        />
        <Button type="submit" block size="large" loading={sending}>
          {zhCNPassword.save}
        </Button>
      </form>
    </Page>
  );
}
