import {
  Button,
  DataTable,
  FilterBar,
  FilterChips,
  FilterSearch,
  FilterSelect,
  IconDownload,
  MetricChart,
  PageHeader,
  SideNav,
  type DataTableColumn,
  type DataTableSort,
} from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import {
  channelOptions,
  chartLabels,
  filterLabels,
  firstFrameSeries,
  lastSevenDays,
  pageLabels,
  rebufferSeries,
  percent,
  sampleWithdrawals,
  seconds,
  stateChips,
  tableLabels,
  withdrawalStates,
  yuan,
  type ChannelKey,
  type WithdrawalRow,
  type WithdrawalState,
} from './support/consoleSamples.ts';
import { consoleSections, navBrand, navLabels, operatorFooter, type ConsolePage } from './support/consoleNav.tsx';
import { StateCell, StateGrid } from './support/StateGrid.tsx';
import { shownAt, viewportWidth, viewports, type ViewportName } from './support/viewports.ts';

const columns: DataTableColumn<WithdrawalRow>[] = [
  { id: 'member', header: '会员', cell: (row) => `${row.member}（${row.memberCode}）`, sortable: true, sortValue: (row) => row.member },
  { id: 'amount', header: '金额', cell: (row) => yuan(row.amountCents), sortable: true, sortValue: (row) => row.amountCents, align: 'end' },
  { id: 'channel', header: '收款方式', cell: (row) => row.channel },
  { id: 'requestedAt', header: '申请时间', cell: (row) => row.requestedAt, sortable: true, sortValue: (row) => row.requestedAt, sortDescendingFirst: true },
  { id: 'state', header: '状态', cell: (row) => withdrawalStates[row.state] },
];

const rows = sampleWithdrawals(23);
const channelNames: Record<ChannelKey, string> = { alipay: '支付宝', wechat: '微信', bank: '银行卡' };

/**
 * The withdrawals page of the operator console composed from the kit: the page
 * owns the filters and the sort; the kit draws them and reports back. Here the rows are
 * filtered in the story; the console asks the operator API instead.
 */
function WithdrawalsScreen({ viewport, withDashboard = false, instance }: { viewport: ViewportName; withDashboard?: boolean; instance?: string }) {
  // Two screens side by side (the states grid) may not both be the page's main, nor share landmark names.
  const Main = instance ? 'div' : 'main';
  const named = (name: string) => (instance ? `${name}（${instance}）` : name);
  const [page, setPage] = useState<ConsolePage>('withdrawals');
  const [term, setTerm] = useState('');
  const [channel, setChannel] = useState<ChannelKey | null>(null);
  const [states, setStates] = useState<WithdrawalState[]>(['pending']);
  const [sort, setSort] = useState<DataTableSort | null>({ columnId: 'requestedAt', direction: 'descending' });
  const shown = useMemo(
    () =>
      rows.filter(
        (row) =>
          (term === '' || row.member.includes(term) || row.memberCode.includes(term.toUpperCase())) &&
          (channel === null || row.channel === channelNames[channel]) &&
          (states.length === 0 || states.includes(row.state)),
      ),
    [term, channel, states],
  );
  return (
    <div style={{ display: 'flex', height: viewports[viewport].styles.height, background: '#0f0f14', overflow: 'hidden' }}>
      <SideNav {...navBrand} label={named(navBrand.label)} sections={consoleSections} activeKey={page} onNavigate={setPage} labels={navLabels} defaultCollapsed={viewport !== 'desktop'} footer={operatorFooter} />
      <Main style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 16, padding: 24, overflowY: 'auto' }}>
        <PageHeader
          title="提现审核"
          description={`待审核 ${rows.filter((row) => row.state === 'pending').length} 条`}
          actions={
            <Button variant="secondary" size="small" icon={<IconDownload size={16} />}>
              导出
            </Button>
          }
        />
        {withDashboard ? (
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: 16 }}>
            <MetricChart title="首帧时间（近7天）" kind="line" categories={lastSevenDays} series={firstFrameSeries} formatValue={seconds} labels={chartLabels} height={140} />
            <MetricChart title="卡顿率（近7天）" kind="bar" categories={lastSevenDays} series={rebufferSeries} formatValue={percent} labels={chartLabels} height={140} />
          </div>
        ) : null}
        <FilterBar label={named(filterLabels.bar)} resetLabel={filterLabels.reset} onReset={() => (setTerm(''), setChannel(null), setStates([]))}>
          <FilterSearch label={filterLabels.search} placeholder={filterLabels.searchPlaceholder} value={term} onChange={setTerm} />
          <FilterSelect label={filterLabels.channel} options={channelOptions} value={channel} allLabel={filterLabels.all} onChange={setChannel} />
          <FilterChips label={filterLabels.state} options={stateChips} value={states} onChange={setStates} />
        </FilterBar>
        <DataTable
          caption={named('提现申请')}
          captionHidden
          columns={columns}
          rows={shown}
          rowKey={(row) => row.id}
          labels={{ ...tableLabels, pager: { ...pageLabels, label: named(pageLabels.label) } }}
          sort={sort}
          onSortChange={setSort}
          pageSize={viewport === 'desktop' ? 5 : 6}
          rowActions={(row) =>
            row.state === 'pending'
              ? [
                  { key: 'approve', label: '通过', onSelect: () => {} },
                  { key: 'reject', label: '拒绝', onSelect: () => {}, tone: 'danger' },
                ]
              : [{ key: 'view', label: '查看', onSelect: () => {} }]
          }
        />
      </Main>
    </div>
  );
}

const meta = {
  title: 'Console/Compose a console page',
  tags: ['autodocs'],
  ...shownAt('desktop'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** At 1280x800: the side navigation open, the filters on one line, the table with its actions. */
export const Desktop: Story = {
  render: () => <WithdrawalsScreen viewport="desktop" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(canvas.getByRole('group', { name: filterLabels.state })).getAllByRole('button')[0]!);
    await expect(canvas.getAllByRole('rowheader').length).toBeGreaterThan(0);
    await userEvent.type(canvas.getByRole('searchbox', { name: filterLabels.search }), '夜猫子');
    await expect(canvas.getAllByRole('rowheader').every((cell) => cell.textContent?.startsWith('夜猫子'))).toBe(true);
  },
};

/** At a tablet's 768x1024: the navigation starts collapsed, the filters wrap, the table scrolls sideways. */
export const Tablet: Story = { ...shownAt('tablet'), render: () => <WithdrawalsScreen viewport="tablet" /> };

/** The dashboard's charts above a list. */
export const WithCharts: Story = { render: () => <WithdrawalsScreen viewport="desktop" withDashboard /> };

export const AllStates: Story = {
  render: () => (
    <StateGrid width={viewportWidth('desktop')}>
      <StateCell label="desktop 1280x800">
        <WithdrawalsScreen viewport="desktop" instance="桌面" />
      </StateCell>
      <StateCell label="tablet 768x1024">
        <div style={{ width: viewportWidth('tablet') }}>
          <WithdrawalsScreen viewport="tablet" instance="平板" />
        </div>
      </StateCell>
    </StateGrid>
  ),
};
