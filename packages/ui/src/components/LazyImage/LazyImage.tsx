import { useEffect, useState } from 'react';
import { IconImage } from '../../icons/icons.tsx';
import { Spinner } from '../../icons/Spinner.tsx';
import { visuallyHidden } from '../../theme/layout.css.ts';
import { cover, frame, image, placeholderIcon } from './LazyImage.css.ts';
import { useSeenOnce } from './useInView.ts';

export type ImageStatus = 'loading' | 'loaded' | 'error';

/** docs/product.md section 9: an image is tried 3 times before the placeholder shows. */
export const IMAGE_ATTEMPTS = 3;
/** docs/product.md section 9: preload factor 1.3, i.e. start loading 30% of a screen ahead. */
export const PRELOAD_MARGIN = '30%';

export interface LazyImageProps {
  /** Empty while the address is not known yet: the skeleton stays. */
  src: string;
  /** Describes the picture; empty for a decorative one. */
  alt: string;
  /** Read to screen readers while the picture loads, e.g. '加载中...'. */
  loadingLabel: string;
  /** Shown instead of a picture that failed every attempt; an icon when absent. */
  fallbackSrc?: string;
  /** Attempts before giving up. */
  maxAttempts?: number;
  /** Wait until the image nears the viewport before fetching it. */
  lazy?: boolean;
  /** CSS aspect ratio of the frame, e.g. '16 / 9'. Without it the frame fills its parent. */
  ratio?: string;
  className?: string;
  onStatusChange?: (status: ImageStatus) => void;
}

export function LazyImage({
  src,
  alt,
  loadingLabel,
  fallbackSrc,
  maxAttempts = IMAGE_ATTEMPTS,
  lazy = true,
  ratio,
  className,
  onStatusChange,
}: LazyImageProps) {
  const [frameElement, setFrameElement] = useState<HTMLSpanElement | null>(null);
  const seen = useSeenOnce(frameElement, PRELOAD_MARGIN, lazy);
  const [attempt, setAttempt] = useState(1);
  const [status, setStatus] = useState<ImageStatus>('loading');

  // A new picture starts over: fresh attempts, skeleton again.
  const [shownSrc, setShownSrc] = useState(src);
  if (shownSrc !== src) {
    setShownSrc(src);
    setAttempt(1);
    setStatus('loading');
  }

  useEffect(() => {
    onStatusChange?.(status);
  }, [status, onStatusChange]);

  const failed = () => {
    if (attempt < maxAttempts) setAttempt(attempt + 1);
    else setStatus('error');
  };

  const showFallbackImage = status === 'error' && fallbackSrc;
  return (
    <span
      ref={setFrameElement}
      className={className ? `${frame} ${className}` : frame}
      style={ratio ? { aspectRatio: ratio } : { height: '100%' }}
      data-status={status}
    >
      {seen && src && status !== 'error' ? (
        // The key remounts the element, which is what makes the browser fetch again.
        <img
          key={attempt}
          className={image({ status })}
          src={src}
          alt={alt}
          decoding="async"
          onLoad={() => setStatus('loaded')}
          onError={failed}
        />
      ) : null}
      {showFallbackImage ? <img className={image({ status })} src={fallbackSrc} alt={alt} /> : null}
      {status === 'loading' ? (
        // Not a live region: a feed loads dozens of covers at once and would chatter.
        <span className={cover}>
          <Spinner size={20} />
          <span className={visuallyHidden}>{loadingLabel}</span>
        </span>
      ) : null}
      {status === 'error' && !fallbackSrc ? (
        <span className={cover} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
          <IconImage className={placeholderIcon} />
        </span>
      ) : null}
    </span>
  );
}
