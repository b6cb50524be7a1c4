import { type CategoryNode, zhCN, zhCNTagList } from '@nocturne/core';
import { CategoryBrowser, type Category } from '@nocturne/ui';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { searchResultsPath } from '../../routes/paths.ts';
import { catalogueState, loadCategoryTree } from '../../state/catalogue.ts';
import { recordSearch } from '../../state/lists.ts';
import { EmptyText } from '../common/EmptyText.tsx';
import { Page } from '../common/Page.tsx';
import * as pageStyles from '../common/page.css.ts';
import { PageFailed } from '../common/PageFailed.tsx';
import { usePageLoad } from '../common/usePageLoad.ts';
import { SearchForm } from '../search/SearchForm.tsx';

const countText = (node: CategoryNode) => (node.videoCount === undefined ? undefined : zhCNTagList.videoCount(node.videoCount));

function toCategory(node: CategoryNode): Category {
  return { code: node.dictCode, name: node.dictName, children: node.child.map(toCategory), countText: countText(node) };
}

/**
 * A top category: 全部 (the whole category) first, then its sub-categories. The list needs a
 * sub-type to keep to the type, and the category's own code serves as one.
 */
function toTopCategory(node: CategoryNode): Category {
  const category = toCategory(node);
  const all: Category = { code: category.code, name: zhCNTagList.all, children: [], countText: category.countText };
  return { ...category, children: [all, ...category.children] };
}

/** Tag browser (/taglist): search box, categories left, sub-categories right. */
export default function TagListPage() {
  const navigate = useNavigate();
  const { categories: tree } = useSnapshot(catalogueState);
  const categories = tree?.map((node) => toTopCategory(node as CategoryNode)) ?? null;
  const load = usePageLoad(loadCategoryTree);
  return (
    // Flush: the category rail runs along the screen's edge, as in a shop's category screen.
    <Page flush title={zhCNTagList.title}>
      <div className={pageStyles.inset}>
        <SearchForm
          placeholder={zhCN.home.searchPlaceholder}
          onSearch={(term) => {
            const normalized = recordSearch(term);
            if (normalized) void navigate(searchResultsPath({ searchStr: normalized, title: normalized }));
          }}
        />
      </div>
      {load.status === 'failed' ? <PageFailed onRetry={load.retry} /> : null}
      {categories === null && load.status === 'loading' ? <EmptyText text={zhCN.common.loading} /> : null}
      {categories && categories.length > 0 ? (
        <CategoryBrowser
          categories={categories}
          label={zhCNTagList.title}
          onPick={(parent, child) =>
            void navigate(
              searchResultsPath({ type: parent.code, sonType: child.code, title: child.code === parent.code ? parent.name : child.name }),
            )
          }
        />
      ) : null}
    </Page>
  );
}
