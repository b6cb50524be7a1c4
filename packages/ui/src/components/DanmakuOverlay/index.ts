export {
  DanmakuOverlay,
  type DanmakuOverlayProps,
  type DanmakuView,
  type DanmakuMotion,
  type DanmakuScheduler,
  type DanmakuLaneItem,
  type DanmakuLaneLayout,
  type DanmakuPlacement,
} from './DanmakuOverlay.tsx';
