import { SINGLE_EPISODE_COINS, zhCN, zhCNCoinsShort } from '@nocturne/core';
import { ConfirmDialog } from '@nocturne/ui';
import { useSnapshot } from 'valtio';
import { memberState } from '../../state/member.ts';
import { closeCoinsShort, coinsShortState, goToTopUp } from '../../state/topUpReturn.ts';
import { openPaywall } from '../../state/viewing/purchase.ts';
import { currentEpisode } from '../../state/viewing/opening.ts';
import { viewingSession } from '../../state/viewing/session.ts';

/**
 * 金币不足: the balance, the price, and that top-up brings the member back to this episode.
 * 取消 goes back to the paywall.
 */
export function CoinsShortDialog() {
  const { open } = useSnapshot(coinsShortState);
  const { member } = useSnapshot(memberState);
  return (
    <ConfirmDialog
      open={open}
      title={zhCNCoinsShort.title}
      message={zhCNCoinsShort.message(member?.memberCion ?? 0, SINGLE_EPISODE_COINS)}
      confirmLabel={zhCNCoinsShort.topUp}
      cancelLabel={zhCN.common.cancel}
      onConfirm={() => {
        const episode = currentEpisode(viewingSession);
        if (viewingSession.code && episode) goToTopUp({ code: viewingSession.code, episodeId: episode.id });
      }}
      onCancel={() => {
        closeCoinsShort();
        openPaywall();
      }}
    />
  );
}
