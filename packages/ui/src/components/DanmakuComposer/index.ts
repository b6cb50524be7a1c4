export { DanmakuComposer, type DanmakuComposerProps, type DanmakuComposerLabels } from './DanmakuComposer.tsx';
