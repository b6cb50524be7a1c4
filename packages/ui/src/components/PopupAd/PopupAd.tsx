import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { IconClose } from '../../icons/icons.tsx';
import { visuallyHidden } from '../../theme/layout.css.ts';
import { scrim } from '../../theme/overlay.css.ts';
import type { AdView } from '../AdSlot/AdSlot.tsx';
import { LazyImage } from '../LazyImage/LazyImage.tsx';
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
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={modal}>
      <Dialog.Portal container={container}>
        {modal ? <Dialog.Overlay className={scrim} /> : <div className={scrim} aria-hidden />}
        <Dialog.Content
          className={content}
          aria-describedby={undefined}
          // Focus lands on close, not on the ad, so Enter never opens an ad by accident.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            closeRef.current?.focus();
          }}
        >
          <Dialog.Title className={visuallyHidden}>{name}</Dialog.Title>
          <button type="button" className={adButton} onClick={() => onAdClick(ad)}>
            <LazyImage src={ad.image} alt={name} ratio="3 / 4" loadingLabel={labels.loading} lazy={false} />
          </button>
          <Dialog.Close ref={closeRef} className={close} aria-label={labels.close}>
            <IconClose />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
