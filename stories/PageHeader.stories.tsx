import { Button, IconDownload, IconPlus, PageHeader } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateCell, StateGrid } from './support/StateGrid.tsx';
import { shownAt, viewportWidth } from './support/viewports.ts';

const toolbar = (
  <>
    <Button variant="secondary" size="small" icon={<IconDownload size={16} />}>
      导出
    </Button>
    <Button size="small" icon={<IconPlus size={16} />}>
      上传影片
    </Button>
  </>
);

const meta = {
  title: 'Console/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  ...shownAt('desktop'),
  args: { title: '影片', description: '共 1,286 部，已上架 1,204 部', actions: toolbar },
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithToolbar: Story = {};
export const TitleOnly: Story = { args: { description: undefined, actions: undefined } };

/** A detail page goes back to its list. */
export const Back: Story = {
  args: { title: '会员 8A3F21', description: '夜猫子 · VIP 至 2026-08-01', actions: <Button variant="danger" size="small">停用账号</Button>, back: { label: '返回会员列表', onBack: fn() } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '返回会员列表' }));
    await expect(args.back?.onBack).toHaveBeenCalledOnce();
  },
};

/** On a tablet the toolbar wraps under the title when they do not fit side by side. */
export const Tablet: Story = { ...shownAt('tablet'), args: { description: '共 1,286 部，已上架 1,204 部，待审核 12 部，转码中 3 部，下架 70 部' } };

export const AllStates: Story = {
  render: (args) => (
    <StateGrid width={viewportWidth('desktop')}>
      <StateCell label="title, description, toolbar">
        <PageHeader {...args} />
      </StateCell>
      <StateCell label="title only">
        <PageHeader title="概览" />
      </StateCell>
      <StateCell label="detail page: back and a destructive action">
        <PageHeader title="会员 8A3F21" description="夜猫子 · VIP 至 2026-08-01" back={{ label: '返回会员列表', onBack: () => {} }} actions={<Button variant="danger" size="small">停用账号</Button>} />
      </StateCell>
      <StateCell label="section heading (level 2)">
        <PageHeader title="播放质量" level={2} description="近7天" />
      </StateCell>
      <StateCell label="at tablet width (768)">
        <div style={{ width: viewportWidth('tablet') - 32 }}>
          <PageHeader {...args} level={2} title="影片（平板）" description="共 1,286 部，已上架 1,204 部，待审核 12 部，转码中 3 部，下架 70 部" />
        </div>
      </StateCell>
    </StateGrid>
  ),
};
