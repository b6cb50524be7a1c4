import { zhCNConsole, type AdGroupName } from '@nocturne/core';
import * as styles from './sketch.css.ts';

const text = zhCNConsole.ads;

/**
 * Where each group shows in the member app, as a phone's screens drawn in boxes: the chosen
 * group's box is lit. Its own drawing (no screenshots), so it stays true as the app changes
 * only where a group moves.
 */
const SCREENS: readonly { title: string; groups: readonly AdGroupName[] }[] = [
  { title: '首页', groups: ['banner', 'randomad', 'indexPopupAd'] },
  { title: '播放页', groups: ['play'] },
  { title: '分类 · 排行', groups: ['fenlei', 'paihang'] },
  { title: '广场 · 暗网', groups: ['squaread', 'darksidead'] },
  { title: '我的', groups: ['user'] },
];

export function PlacementSketch({ group }: { group: AdGroupName }) {
  return (
    <figure className={styles.sketch} aria-labelledby="placement-caption">
      <figcaption id="placement-caption" className={styles.caption}>
        {text.preview}：{text.groups[group]} · {text.where[group]}
      </figcaption>
      {SCREENS.map((screen) => (
        <div key={screen.title} className={styles.screen({ lit: screen.groups.includes(group) })}>
          <span className={styles.screenTitle}>{screen.title}</span>
          {screen.groups.map((each) => (
            <span key={each} className={styles.slot({ lit: each === group })} aria-hidden={each !== group || undefined} data-group={each}>
              {text.groups[each]}
            </span>
          ))}
        </div>
      ))}
    </figure>
  );
}

/** The groups the sketch draws (a test holds it to core's AD_GROUPS). */
export const SKETCHED_GROUPS: readonly AdGroupName[] = SCREENS.flatMap((screen) => screen.groups);
