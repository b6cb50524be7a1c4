import { useEffect, useState } from 'react';
import { LazyImage } from '../LazyImage/LazyImage.tsx';
import { carousel, indicator, indicators, slide, slideButton, track } from './BannerCarousel.css.ts';
import { usePrefersReducedMotion } from './usePrefersReducedMotion.ts';
import { useSwipe } from './useSwipe.ts';

/** docs/product.md section 9: banners advance every 3000 ms and are 125 px tall. */
export const BANNER_AUTOPLAY_MS = 3000;
export const BANNER_HEIGHT = 125;

export interface Banner {
  id: string | number;
  image: string;
  /** Says what the banner advertises. */
  alt: string;
}

export interface BannerCarouselLabels {
  /** Names the carousel, e.g. '广告轮播'. */
  carousel: string;
  /** Names slide n of total, e.g. (1, 3) => '第1张，共3张'. */
  slide: (n: number, total: number) => string;
  /** Names the indicator button that shows slide n, e.g. (2) => '显示第2张'. */
  goTo: (n: number) => string;
  /** Said while a banner image loads. */
  loading: string;
}

export interface BannerCarouselProps<B extends Banner = Banner> {
  banners: B[];
  labels: BannerCarouselLabels;
  onBannerClick?: (banner: B) => void;
  /** Milliseconds between slides; 0 turns autoplay off. */
  autoplay?: number;
  height?: number;
}

/**
 * Banner slides that advance on their own, follow swipes and the dots, and hold still
 * while the member hovers or focuses them (WCAG 2.2.2) or asks for reduced motion.
 */
export function BannerCarousel<B extends Banner>({
  banners,
  labels,
  onBannerClick,
  autoplay = BANNER_AUTOPLAY_MS,
  height = BANNER_HEIGHT,
}: BannerCarouselProps<B>) {
  const [current, setCurrent] = useState(0);
  const [held, setHeld] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const total = banners.length;
  const index = total === 0 ? 0 : current % total;

  const step = (by: number) => setCurrent((i) => (((i + by) % total) + total) % total);
  const swipe = useSwipe((direction) => step(direction === 'next' ? 1 : -1));

  const playing = autoplay > 0 && total > 1 && !held && !reducedMotion;
  useEffect(() => {
    if (!playing) return;
    // Restarted on every slide change, so a manual move gets a full interval too.
    const timer = setTimeout(() => setCurrent((i) => (i + 1) % total), autoplay);
    return () => clearTimeout(timer);
  }, [playing, autoplay, total, index]);

  if (total === 0) return null;
  return (
    <section
      className={carousel}
      style={{ height }}
      aria-roledescription="carousel"
      aria-label={labels.carousel}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHeld(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
      onPointerDown={swipe.onPointerDown}
      onPointerUp={swipe.onPointerUp}
      onPointerCancel={swipe.onPointerCancel}
    >
      <div className={track} style={{ transform: `translateX(-${index * 100}%)` }} aria-live={playing ? 'off' : 'polite'}>
        {banners.map((banner, i) => (
          <div
            key={banner.id}
            className={slide}
            role="group"
            aria-roledescription="slide"
            aria-label={labels.slide(i + 1, total)}
            // Slides out of view are out of the tab order and the accessibility tree.
            inert={i !== index}
          >
            <button
              type="button"
              className={slideButton}
              onClick={() => {
                if (!swipe.wasSwipe()) onBannerClick?.(banner);
              }}
            >
              <LazyImage src={banner.image} alt={banner.alt} loadingLabel={labels.loading} lazy={false} />
            </button>
          </div>
        ))}
      </div>
      {total > 1 ? (
        <div className={indicators}>
          {banners.map((banner, i) => (
            <button
              key={banner.id}
              type="button"
              className={indicator({ current: i === index })}
              aria-label={labels.goTo(i + 1)}
              aria-current={i === index || undefined}
              onClick={() => setCurrent(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
