import { Button, NumberField, SideDrawer, SwitchField } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { OverlayFrame, StateGrid, overlayDocs } from './support/StateGrid.tsx';

function PlanForm() {
  return (
    <>
      <NumberField label="价格（元）" value={30} onChange={() => {}} min={1} step={1} />
      <NumberField label="天数" value={30} onChange={() => {}} min={1} step={1} />
      <SwitchField label="启用" checked onChange={() => {}} />
    </>
  );
}

const footer = (
  <>
    <Button variant="ghost">取消</Button>
    <Button variant="primary">保存</Button>
  </>
);

const meta = {
  title: 'Console/SideDrawer',
  component: SideDrawer,
  tags: ['autodocs'],
  parameters: overlayDocs,
  args: { open: true, title: '编辑 VIP 套餐：30 天', closeLabel: '关闭', onClose: fn(), footer, children: <PlanForm /> },
} satisfies Meta<typeof SideDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 关闭 (and Escape, and the scrim) report closing; the title names the plan being edited. */
export const EditAPlan: Story = {
  play: async ({ args }) => {
    await expect(screen.getByRole('dialog', { name: '编辑 VIP 套餐：30 天' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      <OverlayFrame label="a plan's form, with 保存 and 取消" height={420}>
        {(container) => <SideDrawer {...args} modal={false} container={container} />}
      </OverlayFrame>
      <OverlayFrame label="no footer" height={300}>
        {(container) => <SideDrawer {...args} footer={undefined} title="编辑支付方式：支付宝" modal={false} container={container} />}
      </OverlayFrame>
    </StateGrid>
  ),
};
