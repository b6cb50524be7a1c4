import { useRef } from 'react';
import { IconClose } from '../../icons/icons.tsx';
import { visuallyHidden } from '../../theme/layout.css.ts';
import type { AdView } from '../AdSlot/AdSlot.tsx';
import { LazyImage } from '../LazyImage/LazyImage.tsx';
import { OverlayClose, OverlayShell, OverlayTitle } from '../OverlayShell/index.ts';
import { adButton, close, content } from './PopupAd.css.ts';

export interface PopupAdLabels {
  /** Names the dialog when the ad has no title, e.g. '广告'. */
  ad: string;
  /** Names the close button, e.g. '关闭广告'. */
  close: string;
  /** Said while the image loads. */
  loading: string;
}

export interface PopupAdProps<A extends AdView> {
  ad: A;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdClick: (ad: A) => void;
  labels: PopupAdLabels;
  /** Non-modal and portalled into a container only for side-by-side story grids. */
  modal?: boolean;
  container?: HTMLElement | null;
}

/** The home popup ad: a modal image with a round close button under it. */
export function PopupAd<A extends AdView>({ ad, open, onOpenChange, onAdClick, labels, modal = true, container }: PopupAdProps<A>) {
  const name = ad.title ?? labels.ad;
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <OverlayShell
      open={open}
      onOpenChange={onOpenChange}
      modal={modal}
      container={container}
      // Focus lands on close, not on the ad, so Enter never opens an ad by accident.
      initialFocus={closeRef}
      contentClassName={content}
    >
      <OverlayTitle className={visuallyHidden}>{name}</OverlayTitle>
      <button type="button" className={adButton} onClick={() => onAdClick(ad)}>
        <LazyImage src={ad.image} alt={name} ratio="3 / 4" loadingLabel={labels.loading} lazy={false} />
      </button>
      <OverlayClose ref={closeRef} className={close} aria-label={labels.close}>
        <IconClose />
      </OverlayClose>
    </OverlayShell>
  );
}
