/** Finding a member by code, nickname or login name; the term stays in the address (?q=). */
import { consoleMembers, MEMBER_SEARCH_MAX, type MemberSummary } from '@nocturne/core';
import { DataTable, EmptyState, FilterBar, FilterSearch, PageHeader, type DataTableColumn } from '@nocturne/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { memberSearch } from '../../state/members.ts';
import { CursorPager, tableLabels, tableStatus, timeOf } from '../lists/lists.tsx';

const text = consoleMembers.search;

const columns: readonly DataTableColumn<MemberSummary>[] = [
  { id: 'code', header: text.columns.code, cell: (row) => row.memberCode },
  { id: 'nickname', header: text.columns.nickname, cell: (row) => row.nickname },
  { id: 'name', header: text.columns.name, cell: (row) => row.memberName },
  { id: 'vip', header: text.columns.vip, cell: (row) => (row.vip ? text.yes : text.no) },
  { id: 'state', header: text.columns.state, cell: (row) => (row.suspended ? text.suspended : text.active) },
  { id: 'createdAt', header: text.columns.createdAt, cell: (row) => timeOf(row.createdAt) },
];

export function MemberSearchPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const list = useSnapshot(memberSearch.state);
  const navigate = useNavigate();
  useEffect(() => {
    if (q) void memberSearch.load(q);
  }, [q]);

  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      <FilterBar label={text.label}>
        <FilterSearch label={text.label} placeholder={text.placeholder} value={typed} onChange={(value) => setTyped(value.slice(0, MEMBER_SEARCH_MAX))} onSubmit={(term) => setParams(term ? { q: term } : {})} />
      </FilterBar>
      {q ? (
        <DataTable
          caption={text.title}
          captionHidden
          columns={columns}
          rows={list.items as MemberSummary[]}
          rowKey={(row) => row.memberCode}
          status={tableStatus(list.status)}
          onRetry={() => void memberSearch.reload()}
          labels={tableLabels(list.error ?? text.empty)}
          rowActions={(row) => [{ key: 'open', label: text.open, onSelect: () => navigate(row.memberCode) }]}
          mode="server"
          footer={<CursorPager list={memberSearch} />}
        />
      ) : (
        <EmptyState message={text.prompt} />
      )}
    </>
  );
}
