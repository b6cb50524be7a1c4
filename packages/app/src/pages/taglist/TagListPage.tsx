import { zhCN, type CategoryNode } from '@nocturne/core';
import { CategoryBrowser, type Category } from '@nocturne/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { searchResultsPath } from '../../routes/paths.ts';
import { catalogueState, loadCategoryTree } from '../../state/catalogue.ts';
import { recordSearch } from '../../state/lists.ts';
import { EmptyText } from '../common/EmptyText.tsx';
import { Page } from '../common/Page.tsx';
import { SearchForm } from '../search/SearchForm.tsx';

function toCategory(node: CategoryNode): Category {
  return { code: node.dictCode, name: node.dictName, children: node.child.map(toCategory) };
}

/** A top category; one without sub-categories still opens: its one entry is the whole category. */
function toTopCategory(node: CategoryNode): Category {
  const category = toCategory(node);
  return category.children.length > 0 ? category : { ...category, children: [{ ...category, children: [] }] };
}

/** Tag browser (/taglist): search box, categories left, sub-categories right. */
export default function TagListPage() {
  const navigate = useNavigate();
  const { categories: tree } = useSnapshot(catalogueState);
  const categories = tree?.map((node) => toTopCategory(node as CategoryNode)) ?? null;
  useEffect(() => {
    void loadCategoryTree();
  }, []);
  return (
    <Page title={zhCN.tagList.title}>
      <SearchForm
        placeholder={zhCN.home.searchPlaceholder}
        onSearch={(term) => {
          const normalized = recordSearch(term);
          if (normalized) void navigate(searchResultsPath({ searchStr: normalized, title: normalized }));
        }}
      />
      {categories === null ? <EmptyText text={zhCN.common.loading} /> : null}
      {categories && categories.length > 0 ? (
        <CategoryBrowser
          categories={categories}
          label={zhCN.tagList.title}
          onPick={(parent, child) =>
            void navigate(
              // The sub-type may be the category itself: the list needs one to keep to the type.
              searchResultsPath({ type: parent.code, sonType: child.code, title: child.name }),
            )
          }
        />
      ) : null}
    </Page>
  );
}
