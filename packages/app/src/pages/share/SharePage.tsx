import { zhCNShare } from '@nocturne/core';
import { useSnapshot } from 'valtio';
import { memberState } from '../../state/member.ts';
import { InviteShareCard } from '../common/InviteShareCard.tsx';
import { Page } from '../common/Page.tsx';
import * as styles from '../common/page.css.ts';
import { inviteLink } from '../common/shareLinks.ts';

/** Share (/share): QR with the avatar, invitation code, link, save and copy, and the rule. */
export default function SharePage() {
  const { member } = useSnapshot(memberState);
  if (!member) return null;
  return (
    <Page title={zhCNShare.title}>
      <InviteShareCard avatar={member.memberAvatar} inviteCode={member.memberCode} link={inviteLink(member.memberCode)} />
      <p className={styles.muted}>{zhCNShare.rule}</p>
    </Page>
  );
}
