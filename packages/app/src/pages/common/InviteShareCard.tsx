import { zhCN, zhCNShare } from '@nocturne/core';
import { ShareCard } from '@nocturne/ui';
import { copyText, downloadImage } from '../../state/clipboard.ts';
import { showToast } from '../../state/toasts.ts';

const shareLabels = {
  inviteCode: zhCNShare.inviteCode,
  inviteLink: zhCNShare.inviteLink,
  save: zhCNShare.save,
  copy: zhCNShare.copy,
  hint: zhCNShare.hint,
  qr: zhCNShare.qrLabel,
};

/** The share card: QR with the avatar, invitation code and link, save and copy. */
export function InviteShareCard({ avatar, inviteCode, link }: { avatar: string; inviteCode: string; link: string }) {
  return (
    <ShareCard
      avatar={avatar}
      inviteCode={inviteCode}
      link={link}
      labels={shareLabels}
      onSave={({ dataUrl }) => {
        if (dataUrl) downloadImage(dataUrl, `nocturne-invite-${inviteCode}.png`);
        else showToast(zhCN.common.copyFailed);
      }}
      onCopy={(text) => void copyText(text)}
    />
  );
}
