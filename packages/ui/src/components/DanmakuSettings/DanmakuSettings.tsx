import { useId } from 'react';
import { visuallyHidden } from '../../theme/layout.css.ts';
import * as styles from './DanmakuSettings.css.ts';

export interface DanmakuSettingsValue {
  enabled: boolean;
  /** 0..1 */
  opacity: number;
  density: string;
}

export interface DanmakuSettingsLabels {
  /** '弹幕开关' */
  toggle: string;
  /** '不透明度' */
  opacity: string;
  /** '弹幕密度' */
  density: string;
}

export interface DanmakuSettingsProps {
  settings: DanmakuSettingsValue;
  /** The densities to choose from, in order (core's DANMAKU_DENSITIES with their names). */
  densities: readonly { value: string; label: string }[];
  /** Reports one changed setting. */
  onChange: (patch: Partial<DanmakuSettingsValue>) => void;
  labels: DanmakuSettingsLabels;
  /** The slider's lowest opacity and its step (core's DANMAKU_OPACITY_MIN and _STEP). */
  opacityMin?: number;
  opacityStep?: number;
}

const percent = (share: number) => Math.round(share * 100);

/** Danmaku on or off, their opacity and how many are shown: the panel behind the player's 弹幕 settings button. */
export function DanmakuSettings({ settings, densities, onChange, labels, opacityMin = 0.2, opacityStep = 0.1 }: DanmakuSettingsProps) {
  const id = useId();
  return (
    <div className={styles.panel}>
      <div className={styles.row}>
        <span className={styles.rowLabel} id={`${id}-toggle`}>
          {labels.toggle}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={settings.enabled}
          aria-labelledby={`${id}-toggle`}
          className={styles.switchTrack({ on: settings.enabled })}
          onClick={() => onChange({ enabled: !settings.enabled })}
        />
      </div>
      <div className={styles.row}>
        <label className={styles.rowLabel} htmlFor={`${id}-opacity`}>
          {labels.opacity}
        </label>
        <input
          id={`${id}-opacity`}
          className={styles.slider}
          type="range"
          min={percent(opacityMin)}
          max={100}
          step={percent(opacityStep)}
          value={percent(settings.opacity)}
          aria-valuetext={`${percent(settings.opacity)}%`}
          onChange={(event) => onChange({ opacity: Number(event.target.value) / 100 })}
        />
        <span className={styles.value} aria-hidden="true">
          {percent(settings.opacity)}%
        </span>
      </div>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{labels.density}</legend>
        <div className={styles.options}>
          {densities.map((density) => {
            const checked = density.value === settings.density;
            return (
              <label key={density.value} className={styles.choice({ checked })}>
                <input
                  className={visuallyHidden}
                  type="radio"
                  name={`${id}-density`}
                  value={density.value}
                  checked={checked}
                  onChange={() => onChange({ density: density.value })}
                />
                {density.label}
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
