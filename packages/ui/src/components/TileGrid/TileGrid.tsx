import type { ReactNode } from 'react';
import * as styles from './TileGrid.css.ts';

export interface Tile {
  id: string;
  label: string;
  icon: ReactNode;
}

export interface TileGridProps {
  /** Names the grid, e.g. '常用功能'. */
  title: string;
  tiles: readonly Tile[];
  onPick: (id: string) => void;
}

/** Icon tiles leading to the member's pages, four a row. */
export function TileGrid({ title, tiles, onPick }: TileGridProps) {
  return (
    <div className={styles.root} role="group" aria-label={title}>
      <ul className={styles.grid}>
        {tiles.map((tile) => (
          <li key={tile.id} className={styles.cell}>
            <button type="button" className={styles.tile} onClick={() => onPick(tile.id)}>
              <span className={styles.icon} aria-hidden="true">
                {tile.icon}
              </span>
              <span className={styles.label}>{tile.label}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
