import { LazyImage } from '../LazyImage/LazyImage.tsx';
import { mark } from '../AdSlot/adMark.css.ts';
import type { AdLabels, AdView } from '../AdSlot/AdSlot.tsx';
import { banner, strip } from './AdStrip.css.ts';

export interface AdStripProps<A extends AdView> {
  ads: A[];
  labels: AdLabels;
  onAdClick: (ad: A) => void;
  /** CSS aspect ratio of each strip image. */
  ratio?: string;
}

/** Full-width ad strips stacked between feed sections (ranking and play ads). */
export function AdStrip<A extends AdView>({ ads, labels, onAdClick, ratio = '4 / 1' }: AdStripProps<A>) {
  if (ads.length === 0) return null;
  return (
    <ul className={strip}>
      {ads.map((ad) => (
        <li key={ad.id}>
          <button type="button" className={banner} onClick={() => onAdClick(ad)}>
            <LazyImage src={ad.image} alt={ad.title ?? labels.ad} ratio={ratio} loadingLabel={labels.loading} />
            <span className={mark}>{labels.ad}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
