import { Children, type ReactNode } from 'react';
import { cell, grid } from './VideoGrid.css.ts';

export interface VideoGridProps {
  /** Cards (VideoCard, VideoCardSkeleton, AdSlot…), one per cell. */
  children: ReactNode;
  /** The first card spans both columns (dark-web groups). */
  firstWide?: boolean;
  /** Names the list for screen readers when no heading does. */
  label?: string;
}

/** Two columns of cards, as a list so screen readers announce how many there are. */
export function VideoGrid({ children, firstWide = false, label }: VideoGridProps) {
  const cards = Children.toArray(children);
  return (
    <ul className={grid} aria-label={label}>
      {cards.map((card, i) => (
        <li key={i} className={cell({ wide: firstWide && i === 0 })} data-wide={(firstWide && i === 0) || undefined}>
          {card}
        </li>
      ))}
    </ul>
  );
}
