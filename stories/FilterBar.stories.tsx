import { FilterBar, FilterChips, FilterDateRange, FilterSearch, FilterSelect, type DateRange } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { channelOptions, filterLabels, stateChips, type ChannelKey, type WithdrawalState } from './support/consoleSamples.ts';
import { StateCell, StateGrid } from './support/StateGrid.tsx';
import { shownAt, viewportWidth } from './support/viewports.ts';

interface Filters {
  term: string;
  channel: ChannelKey | null;
  dates: DateRange;
  states: WithdrawalState[];
}

const cleared: Filters = { term: '', channel: null, dates: { from: null, to: null }, states: [] };
const filled: Filters = { term: '夜猫子', channel: 'alipay', dates: { from: '2026-05-01', to: '2026-05-20' }, states: ['pending'] };

interface FilterStoryArgs {
  initial: Filters;
  /** Every change, as the page would turn it into the list's query. */
  onFiltersChange: (filters: Filters) => void;
  onSearch: (term: string) => void;
  /** The landmark's name; each bar in the states grid needs its own. */
  label?: string;
}

/** The withdrawals page's filters, holding their values as the page would. */
function WithdrawalFilters({ initial, onFiltersChange, onSearch, label = filterLabels.bar }: FilterStoryArgs) {
  const [filters, setFilters] = useState(initial);
  const change = (next: Partial<Filters>) => {
    const all = { ...filters, ...next };
    setFilters(all);
    onFiltersChange(all);
  };
  return (
    <FilterBar label={label} resetLabel={filterLabels.reset} onReset={() => change(cleared)}>
      <FilterSearch label={filterLabels.search} placeholder={filterLabels.searchPlaceholder} value={filters.term} onChange={(term) => change({ term })} onSubmit={onSearch} />
      <FilterSelect label={filterLabels.channel} options={channelOptions} value={filters.channel} allLabel={filterLabels.all} onChange={(channel) => change({ channel })} />
      <FilterDateRange label={filterLabels.dates} fromLabel={filterLabels.from} toLabel={filterLabels.to} value={filters.dates} max="2026-05-31" onChange={(dates) => change({ dates })} />
      <FilterChips label={filterLabels.state} options={stateChips} value={filters.states} onChange={(states) => change({ states })} />
    </FilterBar>
  );
}

const meta = {
  title: 'Console/FilterBar',
  tags: ['autodocs'],
  ...shownAt('desktop'),
  args: { initial: cleared, onFiltersChange: fn(), onSearch: fn() },
  render: (args) => <WithdrawalFilters {...args} />,
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
} satisfies Meta<FilterStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each filter reports its change; Enter in the search reports the term; 重置 clears them all. */
export const Filtering: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: filterLabels.search }), '8A3F21{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('8A3F21');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: filterLabels.channel }), '微信');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ channel: 'wechat' }));
    const pending = within(canvas.getByRole('group', { name: filterLabels.state })).getAllByRole('button')[0]!;
    await userEvent.click(pending);
    await expect(pending).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ states: ['pending'] }));
    await userEvent.click(canvas.getByRole('button', { name: filterLabels.reset }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(cleared);
    await expect(pending).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The date inputs bound each other: the end cannot come before the start. */
export const DateRangeBounds: Story = {
  args: { initial: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(filterLabels.to)).toHaveAttribute('min', '2026-05-01');
    await expect(canvas.getByLabelText(filterLabels.from)).toHaveAttribute('max', '2026-05-20');
  },
};

export const Filled: Story = { args: { initial: filled } };

/** On a tablet the filters wrap onto more lines; the search keeps the widest place. */
export const Tablet: Story = { ...shownAt('tablet'), args: { initial: filled } };

const none = () => {};

export const AllStates: Story = {
  render: () => (
    <StateGrid width={viewportWidth('desktop')}>
      <StateCell label="nothing filtered">
        <WithdrawalFilters label={`${filterLabels.bar} 1`} initial={cleared} onFiltersChange={none} onSearch={none} />
      </StateCell>
      <StateCell label="filtered: a term, a channel, a date range, one status">
        <WithdrawalFilters label={`${filterLabels.bar} 2`} initial={filled} onFiltersChange={none} onSearch={none} />
      </StateCell>
      <StateCell label="at tablet width (768): wraps">
        <div style={{ width: viewportWidth('tablet') - 32 }}>
          <WithdrawalFilters label={`${filterLabels.bar} 3`} initial={filled} onFiltersChange={none} onSearch={none} />
        </div>
      </StateCell>
    </StateGrid>
  ),
};
