import { createIcon } from '../../icons/createIcon.tsx';
import * as styles from './DataTable.css.ts';

const IconSortable = createIcon('IconSortable', <path d="M8 9l4-4 4 4M8 15l4 4 4-4" />);
const IconSortedUp = createIcon('IconSortedUp', <path d="M12 19V5M6 11l6-6 6 6" />);

/** The header's sort state as a glyph (aria-sort on the header says it in words). */
export function SortMark({ sorted }: { sorted: false | 'asc' | 'desc' }) {
  if (!sorted) return <IconSortable size={14} className={styles.sortMark({ active: false })} />;
  return <IconSortedUp size={14} className={styles.sortMark({ active: true, descending: sorted === 'desc' })} />;
}
