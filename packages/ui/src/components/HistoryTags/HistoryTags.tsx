import { IconTrash } from '../../icons/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { TermChips } from '../TermChips/TermChips.tsx';

export interface HistoryTagsProps {
  terms: string[];
  onPick: (term: string) => void;
  /** Asks to clear the history; the app confirms first. */
  onClear: () => void;
  labels: {
    /** '历史搜索' */
    title: string;
    /** Names the trash button, e.g. '清空历史搜索'. */
    clear: string;
  };
}

/** The member's recent searches; nothing renders while there are none. */
export function HistoryTags({ terms, onPick, onClear, labels }: HistoryTagsProps) {
  if (terms.length === 0) return null;
  return (
    <TermChips
      title={labels.title}
      terms={terms}
      onPick={onPick}
      action={<IconButton label={labels.clear} icon={<IconTrash />} onClick={onClear} />}
    />
  );
}
