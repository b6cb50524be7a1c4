/**
 * Cash crosses the wire in yuan (the original client shows `balance`, records and
 * withdrawal amounts as yuan) and is kept in whole fen everywhere inside: these
 * functions are the only place the two units meet.
 */
import { formatYuan } from './format.ts';

export const FEN_PER_YUAN = 100;

/** Whole fen as yuan for the wire: 1234 -> 12.34, 1250 -> 12.5. */
export function fenToYuan(fen: number): number {
  return Math.round(fen) / FEN_PER_YUAN;
}

/**
 * An amount in yuan as whole fen: 12.34 -> 1234. Null when it is not a finite amount of
 * whole fen (12.345, NaN, Infinity): a money amount is never rounded silently.
 */
export function yuanToFen(yuan: number): number | null {
  if (!Number.isFinite(yuan)) return null;
  const fen = Math.round(yuan * FEN_PER_YUAN);
  // Binary floats make 12.34 * 100 = 1233.9999999999998: allow that, refuse a real fraction.
  return Math.abs(fen - yuan * FEN_PER_YUAN) < 1e-6 ? fen : null;
}

/** An amount in yuan from the wire as the screen shows it (formatYuan's two decimals): 12.5 -> '12.50'. */
export function formatYuanAmount(yuan: number): string {
  return formatYuan(Number.isFinite(yuan) ? Math.round(yuan * FEN_PER_YUAN) : 0);
}
