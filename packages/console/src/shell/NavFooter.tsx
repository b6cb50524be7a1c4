import { zhCNConsole, type OperatorRole } from '@nocturne/core';
import { IconButton, IconLock, IconUser } from '@nocturne/ui';
import { signOut } from '../state/session.ts';
import * as styles from './shell.css.ts';

const text = zhCNConsole.account;

export interface NavFooterProps {
  name: string;
  role: OperatorRole;
  collapsed: boolean;
  onAccount: () => void;
}

/** Who is signed in, their account page and 退出登录; icons only while the navigation is. */
export function NavFooter({ name, role, collapsed, onAccount }: NavFooterProps) {
  if (collapsed) {
    return (
      <div className={styles.footerIcons} title={text.signedInAs(name, role)}>
        <IconButton label={text.navLabel} icon={<IconUser size={18} />} onClick={onAccount} />
        <IconButton label={text.signOut} icon={<IconLock size={18} />} onClick={() => void signOut()} />
      </div>
    );
  }
  return (
    <div className={styles.footer}>
      <span>{text.signedInAs(name, role)}</span>
      <div className={styles.footerLinks}>
        <a
          className={styles.footerLink}
          href="/console/account"
          onClick={(event) => {
            event.preventDefault();
            onAccount();
          }}
        >
          {text.navLabel}
        </a>
        <button type="button" className={styles.footerLink} onClick={() => void signOut()}>
          {text.signOut}
        </button>
      </div>
    </div>
  );
}
