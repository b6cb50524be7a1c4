import { Pager } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { moreLabels, pageLabels } from './support/consoleSamples.ts';
import { StateCell, StateGrid } from './support/StateGrid.tsx';
import { shownAt, viewportWidth } from './support/viewports.ts';

/** The pager's callbacks, as story args so each story's play function checks its own. */
interface PagerStoryArgs {
  onPageChange: (pageIndex: number) => void;
  onPrevious: () => void;
  onNext: () => void;
  onLoadMore: () => void;
}

const meta = {
  title: 'Console/Pager',
  tags: ['autodocs'],
  ...shownAt('desktop'),
  args: { onPageChange: fn(), onPrevious: fn(), onNext: fn(), onLoadMore: fn() },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<PagerStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

function LivePages({ pageCount, onPageChange }: { pageCount: number; onPageChange: (pageIndex: number) => void }) {
  const [pageIndex, setPageIndex] = useState(0);
  return (
    <Pager
      kind="pages"
      label={pageLabels.label}
      labels={pageLabels}
      pageIndex={pageIndex}
      pageCount={pageCount}
      onPageChange={(next) => {
        setPageIndex(next);
        onPageChange(next);
      }}
    />
  );
}

/** Page numbers: the first, the last, the current with its neighbours; gaps stand for the rest. */
export const PageNumbers: Story = {
  render: (args) => <LivePages pageCount={20} onPageChange={args.onPageChange} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: pageLabels.previous })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: pageLabels.page(20) }));
    await expect(canvas.getByRole('button', { name: pageLabels.page(20) })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: pageLabels.next })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: pageLabels.previous }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(18);
  },
};

/** Keyset paging as the operator API answers (`{ items, nextCursor }`): previous and next only. */
export const Cursor: Story = {
  render: (args) => <Pager kind="cursor" label={pageLabels.label} labels={pageLabels} hasPrevious hasNext onPrevious={args.onPrevious} onNext={args.onNext} />,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: pageLabels.next }));
    await expect(args.onNext).toHaveBeenCalledOnce();
  },
};
export const CursorLoading: Story = {
  render: (args) => <Pager kind="cursor" label={pageLabels.label} labels={pageLabels} hasPrevious hasNext loading onPrevious={args.onPrevious} onNext={args.onNext} />,
};
export const CursorAtTheEnd: Story = {
  render: (args) => <Pager kind="cursor" label={pageLabels.label} labels={pageLabels} hasPrevious hasNext={false} onPrevious={args.onPrevious} onNext={args.onNext} />,
};

/** 加载更多 adds the next page below the rows shown. */
export const LoadMore: Story = {
  render: (args) => <Pager kind="more" label={pageLabels.label} labels={moreLabels} hasMore onLoadMore={args.onLoadMore} />,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: moreLabels.more }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};
export const LoadingMore: Story = {
  render: (args) => <Pager kind="more" label={pageLabels.label} labels={moreLabels} hasMore loading onLoadMore={args.onLoadMore} />,
};
export const NoMore: Story = {
  render: (args) => <Pager kind="more" label={pageLabels.label} labels={moreLabels} hasMore={false} onLoadMore={args.onLoadMore} />,
};

const none = () => {};

// Each pager is a landmark: in the grid each gets a name of its own.

export const AllStates: Story = {
  render: () => (
    <StateGrid width={viewportWidth('desktop')} columns={2}>
      <StateCell label="pages: first of 20">
        <Pager kind="pages" label={`${pageLabels.label} 1`} labels={pageLabels} pageIndex={0} pageCount={20} onPageChange={none} />
      </StateCell>
      <StateCell label="pages: 10 of 20">
        <Pager kind="pages" label={`${pageLabels.label} 2`} labels={pageLabels} pageIndex={9} pageCount={20} onPageChange={none} />
      </StateCell>
      <StateCell label="pages: last of 20">
        <Pager kind="pages" label={`${pageLabels.label} 3`} labels={pageLabels} pageIndex={19} pageCount={20} onPageChange={none} />
      </StateCell>
      <StateCell label="pages: 2 of 3">
        <Pager kind="pages" label={`${pageLabels.label} 4`} labels={pageLabels} pageIndex={1} pageCount={3} onPageChange={none} />
      </StateCell>
      <StateCell label="cursor: middle">
        <Pager kind="cursor" label={`${pageLabels.label} 5`} labels={pageLabels} hasPrevious hasNext onPrevious={none} onNext={none} />
      </StateCell>
      <StateCell label="cursor: first page / loading / end">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Pager kind="cursor" label={`${pageLabels.label} 6`} labels={pageLabels} hasPrevious={false} hasNext onPrevious={none} onNext={none} />
          <Pager kind="cursor" label={`${pageLabels.label} 7`} labels={pageLabels} hasPrevious hasNext loading onPrevious={none} onNext={none} />
          <Pager kind="cursor" label={`${pageLabels.label} 8`} labels={pageLabels} hasPrevious hasNext={false} onPrevious={none} onNext={none} />
        </div>
      </StateCell>
      <StateCell label="load more / loading / no more">
        <div style={{ display: 'flex', gap: 8 }}>
          <Pager kind="more" label={`${pageLabels.label} 9`} labels={moreLabels} hasMore onLoadMore={none} />
          <Pager kind="more" label={`${pageLabels.label} 10`} labels={moreLabels} hasMore loading onLoadMore={none} />
          <Pager kind="more" label={`${pageLabels.label} 11`} labels={moreLabels} hasMore={false} onLoadMore={none} />
        </div>
      </StateCell>
    </StateGrid>
  ),
};
