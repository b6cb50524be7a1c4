export { TileGrid, type TileGridProps, type Tile } from './TileGrid.tsx';
