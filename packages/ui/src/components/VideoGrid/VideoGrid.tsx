import { Children, type ReactNode } from 'react';
import { cell, grid } from './VideoGrid.css.ts';

export interface VideoGridProps {
  /** Cards (VideoCard, VideoCardSkeleton, AdSlot…), one per cell. */
  children: ReactNode;
  /**
   * A group of cards (dark-web groups): the first spans both columns, and so does the last
   * when it would otherwise sit alone in its row, so the group always fills its rows.
   */
  firstWide?: boolean;
  /** Names the list for screen readers when no heading does. */
  label?: string;
}

/**
 * Whether the cell at `index` of `count` spans both columns of a two-column group: the first,
 * and the last when the cells after the first are odd in number (no half-empty row).
 */
export function isWideCell(index: number, count: number): boolean {
  if (index === 0) return true;
  return index === count - 1 && (count - 1) % 2 === 1;
}

/** Two columns of cards, as a list so screen readers announce how many there are. */
export function VideoGrid({ children, firstWide = false, label }: VideoGridProps) {
  const cards = Children.toArray(children);
  return (
    <ul className={grid} aria-label={label}>
      {cards.map((card, i) => {
        const wide = firstWide && isWideCell(i, cards.length);
        return (
          <li key={i} className={cell({ wide })} data-wide={wide || undefined}>
            {card}
          </li>
        );
      })}
    </ul>
  );
}
