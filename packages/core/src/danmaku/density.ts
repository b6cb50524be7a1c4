/**
 * How many danmaku lanes fill, by name. Apart from the scheduler so that the settings store,
 * which every page's local stores build, does not bring the scheduler into home's JavaScript.
 */
export type DanmakuDensity = 'sparse' | 'normal' | 'dense';
export const DANMAKU_DENSITIES: readonly DanmakuDensity[] = ['sparse', 'normal', 'dense'];
