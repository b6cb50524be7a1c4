import { formatCacheSize, zhCN, zhCNOffline } from '@nocturne/core';
import { ConfirmDialog, QualityPickerSheet } from '@nocturne/ui';

interface DownloadChoicesProps {
  /** The renditions on offer with their sizes; null while the sheet is shut. */
  choices: readonly { name: string; bytes: number }[] | null;
  onPick: (rendition: string) => void;
  onCloseChoices: () => void;
  /** The VIP offer to a member who may not download. */
  offerVip: boolean;
  onOfferAnswer: (openVip: boolean) => void;
}

/** What 缓存 opens: the quality sheet, or the VIP offer. In the tap-only sheets chunk. */
export function DownloadChoices({ choices, onPick, onCloseChoices, offerVip, onOfferAnswer }: DownloadChoicesProps) {
  return (
    <>
      <QualityPickerSheet
        open={choices !== null}
        renditions={choices ?? []}
        labels={{ title: zhCNOffline.pickQuality, close: zhCN.common.close, approxSize: zhCNOffline.approxSize }}
        formatSize={formatCacheSize}
        onPick={onPick}
        onClose={onCloseChoices}
      />
      <ConfirmDialog
        open={offerVip}
        title={zhCNOffline.title}
        message={zhCNOffline.vipOnly}
        confirmLabel={zhCNOffline.openVip}
        cancelLabel={zhCN.common.cancel}
        onConfirm={() => onOfferAnswer(true)}
        onCancel={() => onOfferAnswer(false)}
      />
    </>
  );
}
