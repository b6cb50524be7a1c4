import { api, zhCN, type CategoryNode } from '@nocturne/core';
import { CategoryBrowser, type Category } from '@nocturne/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchResultsPath } from '../../routes/paths.ts';
import { recordSearch } from '../../state/lists.ts';
import { runtime } from '../../state/runtime.ts';
import { EmptyText } from '../common/EmptyText.tsx';
import { Page } from '../common/Page.tsx';
import { SearchForm } from '../search/SearchForm.tsx';

function toCategory(node: CategoryNode): Category {
  return { code: node.dictCode, name: node.dictName, children: node.child.map(toCategory) };
}

/** The top-level categories (the home tags but the main view), each with its sub-categories. */
async function loadCategoryTree(): Promise<Category[]> {
  const { client } = runtime();
  const tags = (await client.call(api.categories, {})).list.filter((tag) => tag.dictCode !== '0');
  const trees = await Promise.all(
    tags.map((tag) =>
      client
        .call(api.categories, { dictCode: tag.dictCode, dictLevel: 1 })
        .then(({ list }) => list.flatMap((node) => (node.dictCode === tag.dictCode ? node.child : [node])))
        .catch(() => []),
    ),
  );
  return tags.map((tag, index) => {
    const children = (trees[index] ?? []).map(toCategory);
    // A category without sub-categories still opens: its one entry is the whole category.
    return { code: tag.dictCode, name: tag.dictName, children: children.length > 0 ? children : [{ code: tag.dictCode, name: tag.dictName, children: [] }] };
  });
}

/** Tag browser (/taglist): search box, categories left, sub-categories right. */
export default function TagListPage() {
  const navigate = useNavigate();
  const [categories, setCategories] = useState<Category[] | null>(null);
  useEffect(() => {
    loadCategoryTree()
      .then(setCategories)
      .catch(() => setCategories([]));
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
              searchResultsPath({ type: parent.code, sonType: child.code === parent.code ? '' : child.code, title: child.name }),
            )
          }
        />
      ) : null}
    </Page>
  );
}
