import { zhCN, zhCNVideo } from '@nocturne/core';
import { BottomSheet } from '@nocturne/ui';
import { useSnapshot } from 'valtio';
import { memberState } from '../../state/member.ts';
import { InviteShareCard } from '../common/InviteShareCard.tsx';
import { videoShareLink } from '../common/shareLinks.ts';

/** The video page's share popup: the share card with this video's link. */
export function ShareSheet({ open, onOpenChange, cartoonCode }: { open: boolean; onOpenChange: (open: boolean) => void; cartoonCode: number }) {
  const { member } = useSnapshot(memberState);
  if (!member) return null;
  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title={zhCNVideo.share} closeLabel={zhCN.common.close}>
      <InviteShareCard
        avatar={member.memberAvatar}
        inviteCode={member.memberCode}
        link={videoShareLink(cartoonCode, member.memberCode)}
      />
    </BottomSheet>
  );
}
