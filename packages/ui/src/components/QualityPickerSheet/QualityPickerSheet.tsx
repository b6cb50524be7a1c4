import { BottomSheet } from '../BottomSheet/BottomSheet.tsx';
import { list, name as nameClass, option, size as sizeClass } from './QualityPickerSheet.css.ts';

/** One rendition the episode can be downloaded in, e.g. { name: '720p', bytes: 312_000_000 }. */
export interface QualityChoice {
  name: string;
  /** The estimated download size. */
  bytes: number;
}

export interface QualityPickerSheetLabels {
  /** '选择缓存清晰度' */
  title: string;
  /** Names the close button, '关闭'. */
  close: string;
  /** How an estimated size reads, '约 12.3 MB' (core's zhCNOffline.approxSize). */
  approxSize: (size: string) => string;
}

export interface QualityPickerSheetProps {
  open: boolean;
  /** In the order to show them, e.g. lowest first. */
  renditions: readonly QualityChoice[];
  labels: QualityPickerSheetLabels;
  /** Bytes as text, e.g. core's formatCacheSize. */
  formatSize: (bytes: number) => string;
  /** A line under the title, e.g. the space left on the phone. */
  description?: string;
  onPick: (name: string) => void;
  /** The close button, Escape, or a tap on the scrim. */
  onClose: () => void;
  /** Passed to BottomSheet, for side-by-side story grids. */
  modal?: boolean;
  container?: HTMLElement | null;
}

/** 选择缓存清晰度: a sheet of the episode's renditions with their approximate size; a tap picks one. */
export function QualityPickerSheet({ open, renditions, labels, formatSize, description, onPick, onClose, modal, container }: QualityPickerSheetProps) {
  return (
    <BottomSheet
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={labels.title}
      closeLabel={labels.close}
      description={description}
      modal={modal}
      container={container}
    >
      <ul className={list}>
        {renditions.map((rendition) => (
          <li key={rendition.name}>
            <button type="button" className={option} onClick={() => onPick(rendition.name)}>
              <span className={nameClass}>{rendition.name}</span>
              <span className={sizeClass}>{labels.approxSize(formatSize(rendition.bytes))}</span>
            </button>
          </li>
        ))}
      </ul>
    </BottomSheet>
  );
}
