import { BottomSheet } from '../BottomSheet/BottomSheet.tsx';
import { Button } from '../Button/Button.tsx';
import { actions, message as messageClass } from './PaywallSheet.css.ts';

/** Which purchase is being sent, if any. */
export type PaywallBusy = 'episode' | 'vip' | null;

export interface PaywallSheetLabels {
  /** '试看结束' */
  title: string;
  /** '2金币购买本集' (the price comes in the label). */
  buyEpisode: string;
  /** '开通VIP 全站畅看' */
  buyVip: string;
  /** '取消' */
  cancel: string;
}

export interface PaywallSheetProps {
  open: boolean;
  labels: PaywallSheetLabels;
  /** A line under the title, e.g. the member's coin balance. */
  message?: string;
  onBuyEpisode: () => void;
  onBuyVip: () => void;
  /** Cancel, and also Escape or a tap on the scrim while nothing is being bought. */
  onCancel: () => void;
  busy?: PaywallBusy;
  modal?: boolean;
  container?: HTMLElement | null;
}

/**
 * After the preview: buy this episode, buy VIP, or cancel. While a purchase is being sent the
 * sheet cannot be dismissed and the other actions wait.
 */
export function PaywallSheet({ open, labels, message, onBuyEpisode, onBuyVip, onCancel, busy = null, modal, container }: PaywallSheetProps) {
  const sending = busy !== null;
  return (
    <BottomSheet
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={labels.title}
      closable={!sending}
      modal={modal}
      container={container}
    >
      {message ? <p className={messageClass}>{message}</p> : null}
      <div className={actions}>
        <Button block size="large" loading={busy === 'episode'} disabled={busy === 'vip'} onClick={onBuyEpisode}>
          {labels.buyEpisode}
        </Button>
        <Button block size="large" variant="secondary" loading={busy === 'vip'} disabled={busy === 'episode'} onClick={onBuyVip}>
          {labels.buyVip}
        </Button>
        <Button block variant="ghost" disabled={sending} onClick={onCancel}>
          {labels.cancel}
        </Button>
      </div>
    </BottomSheet>
  );
}
