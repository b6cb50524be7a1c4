import { DANMAKU_DENSITIES, DANMAKU_OPACITY_MIN, DANMAKU_OPACITY_STEP, zhCN, zhCNDanmaku } from '@nocturne/core';
import { BottomSheet, DanmakuSettings } from '@nocturne/ui';
import { useSnapshot } from 'valtio';
import { changeDanmakuSettings, danmakuState } from '../../state/danmaku.ts';

const densities = DANMAKU_DENSITIES.map((value) => ({ value, label: zhCNDanmaku.densities[value] }));

/** The danmaku's settings (on or off, opacity, density) in a sheet, from the bar's 弹幕设置 button. */
export function DanmakuSettingsSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { settings } = useSnapshot(danmakuState);
  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title={zhCNDanmaku.settings} closeLabel={zhCN.common.close}>
      <DanmakuSettings
        settings={settings}
        densities={densities}
        onChange={changeDanmakuSettings}
        labels={{ toggle: zhCNDanmaku.toggle, opacity: zhCNDanmaku.opacity, density: zhCNDanmaku.density }}
        opacityMin={DANMAKU_OPACITY_MIN}
        opacityStep={DANMAKU_OPACITY_STEP}
      />
    </BottomSheet>
  );
}
