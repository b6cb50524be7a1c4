/** Finding a member by code, nickname or login name (the term stays in the address, ?q=); without one, the newest members. */
import { consoleMembers, MEMBER_SEARCH_MAX, type MemberSummary } from '@nocturne/core';
import { PageHeader, type DataTableColumn } from '@nocturne/ui';
import { useNavigate } from 'react-router-dom';
import { memberSearch } from '../../state/members.ts';
import { AddressSearch, useAddressTerm } from '../lists/AddressSearch.tsx';
import { timeOf } from '../../format/time.ts';
import { ListTable, useList } from '../lists/ListTable.tsx';

const text = consoleMembers.search;

const columns: readonly DataTableColumn<MemberSummary>[] = [
  { id: 'code', header: text.columns.code, cell: (row) => row.memberCode },
  { id: 'nickname', header: text.columns.nickname, cell: (row) => row.nickname },
  { id: 'name', header: text.columns.name, cell: (row) => row.memberName },
  { id: 'vip', header: text.columns.vip, cell: (row) => (row.vip ? text.yes : text.no) },
  { id: 'state', header: text.columns.state, cell: (row) => (row.suspended ? text.suspended : text.active) },
  { id: 'createdAt', header: text.columns.createdAt, cell: (row) => timeOf(row.createdAt) },
];

export default function MemberSearchPage() {
  const q = useAddressTerm('q');
  const navigate = useNavigate();
  useList(memberSearch, q);

  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      <AddressSearch name="q" label={text.label} placeholder={text.placeholder} maxLength={MEMBER_SEARCH_MAX} />
      <ListTable
        list={memberSearch}
        words={{ ...text, title: q ? text.title : text.recent }}
        captionShown={!q}
        columns={columns}
        rowKey={(row) => row.memberCode}
        rowActions={(row) => [{ key: 'open', label: text.open, onSelect: () => navigate(row.memberCode) }]}
      />
    </>
  );
}
