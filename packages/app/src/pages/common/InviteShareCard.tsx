import { zhCN } from '@nocturne/core';
import { ShareCard } from '@nocturne/ui';
import { copyText, downloadImage } from '../../state/clipboard.ts';
import { showToast } from '../../state/toasts.ts';

const shareLabels = {
  inviteCode: zhCN.share.inviteCode,
  inviteLink: zhCN.share.inviteLink,
  save: zhCN.share.save,
  copy: zhCN.share.copy,
  hint: zhCN.share.hint,
  qr: zhCN.share.qrLabel,
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
