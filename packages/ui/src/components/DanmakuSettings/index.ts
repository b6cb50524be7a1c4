export { DanmakuSettings, type DanmakuSettingsProps, type DanmakuSettingsValue, type DanmakuSettingsLabels } from './DanmakuSettings.tsx';
