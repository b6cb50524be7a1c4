import { LazyImage } from '../LazyImage/LazyImage.tsx';
import { media, slot, title } from './AdSlot.css.ts';
import { mark } from './adMark.css.ts';

/** What the kit shows of an ad; the app keeps its own fields on the same object. */
export interface AdView {
  id: string | number;
  image: string;
  /** Shown under the image by AdSlot; also the image's description. */
  title?: string;
}

export interface AdLabels {
  /** The '广告' mark on the ad. */
  ad: string;
  /** Said while the image loads. */
  loading: string;
}

export interface AdSlotProps<A extends AdView> {
  ad: A;
  labels: AdLabels;
  /** Reports the very object it was given, so the app can count the click and open ad.url. */
  onAdClick: (ad: A) => void;
  /** CSS aspect ratio of the image; a feed card's by default. */
  ratio?: string;
}

/** An ad in a card's place: image, '广告' mark and title. */
export function AdSlot<A extends AdView>({ ad, labels, onAdClick, ratio = '16 / 10' }: AdSlotProps<A>) {
  return (
    <button type="button" className={slot} onClick={() => onAdClick(ad)}>
      <span className={media}>
        <LazyImage src={ad.image} alt={ad.title ?? labels.ad} ratio={ratio} loadingLabel={labels.loading} />
        <span className={mark}>{labels.ad}</span>
      </span>
      {ad.title ? <span className={title}>{ad.title}</span> : null}
    </button>
  );
}
