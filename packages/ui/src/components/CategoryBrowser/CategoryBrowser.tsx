import * as Tabs from '@radix-ui/react-tabs';
import { browser, categories as categoriesClass, category, panel, sub, subCount, subGrid, subName } from './CategoryBrowser.css.ts';

export interface Category {
  code: string;
  name: string;
  children: Category[];
  /** How much the sub-category holds, shown under its name, e.g. '13部'. */
  countText?: string;
}

export interface CategoryBrowserProps {
  categories: Category[];
  /** Reports the sub-category picked and the top-level category it belongs to. */
  onPick: (parent: Category, child: Category) => void;
  /** Names the list of top-level categories, e.g. '分类'. */
  label: string;
  /** Code of the category opened first; the first one by default. */
  defaultCategory?: string;
}

/**
 * The tag browser: top-level categories as vertical tabs on the left, their sub-categories
 * on the right as tiles with what each holds.
 */
export function CategoryBrowser({ categories, onPick, label, defaultCategory }: CategoryBrowserProps) {
  if (categories.length === 0) return null;
  return (
    <Tabs.Root className={browser} orientation="vertical" defaultValue={defaultCategory ?? categories[0]?.code}>
      <Tabs.List className={categoriesClass} aria-label={label}>
        {categories.map((parent) => (
          <Tabs.Trigger key={parent.code} value={parent.code} className={category}>
            {parent.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {categories.map((parent) => (
        <Tabs.Content key={parent.code} value={parent.code} className={panel}>
          <ul className={subGrid}>
            {parent.children.map((child) => (
              <li key={child.code}>
                <button type="button" className={sub} onClick={() => onPick(parent, child)}>
                  <span className={subName}>{child.name}</span>
                  {child.countText ? <span className={subCount}>{child.countText}</span> : null}
                </button>
              </li>
            ))}
          </ul>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
