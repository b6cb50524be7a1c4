import { TermChips } from '../TermChips/TermChips.tsx';

export interface HotTagsProps {
  terms: string[];
  onPick: (term: string) => void;
  /** '热门搜索' */
  title: string;
}

/** The hot-search words, numbered, the first three highlighted. */
export function HotTags({ terms, onPick, title }: HotTagsProps) {
  if (terms.length === 0) return null;
  return <TermChips title={title} terms={terms} onPick={onPick} ranked />;
}
