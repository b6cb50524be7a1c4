import { zhCN } from '@nocturne/core';
import { IdentityCard } from '@nocturne/ui';
import { useSnapshot } from 'valtio';
import { copyText } from '../../state/clipboard.ts';
import { configState } from '../../state/config.ts';
import { memberState } from '../../state/member.ts';

/** The identity card: QR of the site, account, password, official site and email. */
export function IdentityCardSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { member } = useSnapshot(memberState);
  const { config } = useSnapshot(configState);
  if (!member) return null;
  const site = config?.officialSite || window.location.origin;
  return (
    <IdentityCard
      open={open}
      onOpenChange={onOpenChange}
      title={zhCN.mine.identityCard}
      siteUrl={site}
      qrLabel={zhCN.mine.officialSite}
      rows={[
        { label: zhCN.mine.account, value: member.memberName },
        { label: zhCN.mine.password, value: member.memberPwdTemp },
        { label: zhCN.mine.officialSite, value: site },
        ...(config?.officialEmail ? [{ label: zhCN.mine.officialEmail, value: config.officialEmail }] : []),
      ]}
      copyLabel={zhCN.common.copy}
      onCopy={(value) => void copyText(value)}
      hint={zhCN.mine.identityHint}
      closeLabel={zhCN.common.close}
    />
  );
}
