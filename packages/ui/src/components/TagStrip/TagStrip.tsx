import { useLayoutEffect, useRef } from 'react';
import { item, strip, tag } from './TagStrip.css.ts';

export interface TagStripTag {
  code: string;
  name: string;
}

export interface TagStripProps {
  tags: TagStripTag[];
  /** Code of the picked tag; it is scrolled to the centre of the strip. */
  picked: string;
  onPick: (tag: TagStripTag) => void;
  /** Names the strip for screen readers, e.g. '分类'. */
  label: string;
}

/** Where to scroll `container` so that `target` sits in its middle (clamped by the browser). */
export function centredScrollLeft(container: HTMLElement, target: HTMLElement): number {
  return target.offsetLeft - (container.clientWidth - target.offsetWidth) / 2;
}

export function TagStrip({ tags, picked, onPick, label }: TagStripProps) {
  const stripRef = useRef<HTMLUListElement>(null);
  const pickedRef = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    const container = stripRef.current;
    const target = pickedRef.current;
    if (!container || !target) return;
    container.scrollTo?.({ left: centredScrollLeft(container, target) });
  }, [picked, tags]);

  return (
    <nav aria-label={label}>
      <ul ref={stripRef} className={strip}>
        {tags.map((t) => {
          const isPicked = t.code === picked;
          return (
            <li key={t.code} className={item}>
              <button
                ref={isPicked ? pickedRef : undefined}
                type="button"
                className={tag({ picked: isPicked })}
                aria-pressed={isPicked}
                onClick={() => onPick(t)}
              >
                {t.name}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
