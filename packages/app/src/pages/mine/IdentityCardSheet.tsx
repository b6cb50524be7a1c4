import { zhCN, zhCNMine } from '@nocturne/core';
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
      title={zhCNMine.identityCard}
      siteUrl={site}
      qrLabel={zhCNMine.officialSite}
      rows={[
        { label: zhCNMine.account, value: member.memberName },
        { label: zhCNMine.password, value: member.memberPwdTemp },
        { label: zhCNMine.officialSite, value: site },
        ...(config?.officialEmail ? [{ label: zhCNMine.officialEmail, value: config.officialEmail }] : []),
      ]}
      copyLabel={zhCN.common.copy}
      onCopy={(value) => void copyText(value)}
      hint={zhCNMine.identityHint}
      closeLabel={zhCN.common.close}
    />
  );
}
