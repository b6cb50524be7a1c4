import { DANMAKU_DENSITIES, type DanmakuDensity } from '../danmaku/density.ts';
import { jsonSlot } from './jsonSlot.ts';
import type { KeyValueStorage, StoreLogger } from './keyValueStorage.ts';
import { isRecord } from './shapes.ts';
import { STORAGE_KEYS } from './storageKeys.ts';

/** How the member likes danmaku shown, remembered on the device. */
export interface DanmakuSettings {
  /** Shown at all (the toggle on the player). */
  enabled: boolean;
  /** The overlay's opacity, DANMAKU_OPACITY_MIN..1. */
  opacity: number;
  density: DanmakuDensity;
}

/** Below this a danmaku is no longer readable over a bright scene: turn them off instead. */
export const DANMAKU_OPACITY_MIN = 0.2;
/** The opacity slider moves in tenths. */
export const DANMAKU_OPACITY_STEP = 0.1;
export const DANMAKU_DEFAULT_SETTINGS: DanmakuSettings = { enabled: true, opacity: 0.8, density: 'normal' };

const isDensity = (value: unknown): value is DanmakuDensity => DANMAKU_DENSITIES.includes(value as DanmakuDensity);

/** Opacity within its range, on the slider's tenths. */
export function danmakuOpacity(value: number): number {
  if (!Number.isFinite(value)) return DANMAKU_DEFAULT_SETTINGS.opacity;
  const stepped = Math.round(value / DANMAKU_OPACITY_STEP) * DANMAKU_OPACITY_STEP;
  return Math.min(1, Math.max(DANMAKU_OPACITY_MIN, Number(stepped.toFixed(2))));
}

/** Each remembered field that makes sense is kept; a missing or odd one falls back to its default. */
function settingsFrom(value: Record<string, unknown>): DanmakuSettings {
  return {
    enabled: typeof value.enabled === 'boolean' ? value.enabled : DANMAKU_DEFAULT_SETTINGS.enabled,
    opacity: typeof value.opacity === 'number' ? danmakuOpacity(value.opacity) : DANMAKU_DEFAULT_SETTINGS.opacity,
    density: isDensity(value.density) ? value.density : DANMAKU_DEFAULT_SETTINGS.density,
  };
}

export interface DanmakuSettingsStore {
  read(): DanmakuSettings;
  /**
   * Changes some settings and answers all of them as stored. A view may pass any density
   * name: one that is not a DanmakuDensity keeps the default.
   */
  change(patch: Partial<Omit<DanmakuSettings, 'density'>> & { density?: string }): DanmakuSettings;
}

export function danmakuSettingsStore(storage: KeyValueStorage, logger?: StoreLogger): DanmakuSettingsStore {
  const slot = jsonSlot<Record<string, unknown>>(storage, STORAGE_KEYS.danmakuSettings, isRecord, {}, logger);
  const read = () => settingsFrom(slot.read());
  return {
    read,
    change(patch) {
      const next = settingsFrom({ ...read(), ...patch });
      slot.write({ ...next });
      return next;
    },
  };
}
