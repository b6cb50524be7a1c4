import * as kit from '@nocturne/ui';
import { IconButton, IconClose, IconNotice, IconShare, IconTrash, Spinner, type IconProps } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

// Every icon the kit exports (createIcon names each after its export), so the gallery never goes stale.
const icons = Object.entries(kit)
  .filter(([name, value]) => /^Icon[A-Z]/.test(name) && (value as { displayName?: string }).displayName === name)
  .map(([name, value]) => [name, value as ComponentType<IconProps>] as const);

function IconGallery() {
  return (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
      {icons.map(([name, Icon]) => (
        <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, color: '#f2f2f5' }}>
          <Icon size={24} />
          <span style={{ fontSize: 10, color: '#a8a8b3' }}>{name.replace(/^Icon/, '')}</span>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Basics/Icons',
  component: IconButton,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { label: '关闭', icon: <IconClose />, onClick: fn() },
  argTypes: { tone: { control: 'inline-radio', options: ['plain', 'filled', 'onMedia'] } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** IconButton: 44×44, named by its required label. */
export const Button: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '关闭' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Filled: Story = { args: { tone: 'filled', label: '分享', icon: <IconShare /> } };
export const OnMedia: Story = { args: { tone: 'onMedia', label: '确认清空', icon: <IconTrash /> } };

/** The inline SVG set: decorative by default (aria-hidden), currentColor, 1em. */
export const Gallery: Story = { render: () => <IconGallery /> };

/** Spinner: decorative; the text beside it says "loading" (here 加载中...). */
export const Loading: Story = {
  render: () => (
    <p role="status" style={{ display: 'flex', gap: 8, alignItems: 'center', color: '#f2f2f5', margin: 0 }}>
      <Spinner size={20} />
      加载中...
    </p>
  ),
};

/** An icon inherits the colour and size of its text, as IconNotice does in the notice bar. */
export const InheritsText: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 6, alignItems: 'center', color: '#e8b04f', fontSize: 14, margin: 0 }}>
      <IconNotice />
      本站为演示站点
    </p>
  ),
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <StateGrid>
      <StateCell label="IconButton tones: plain, filled, onMedia, disabled">
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', padding: 8, background: '#34343f' }}>
          <IconButton label="关闭" icon={<IconClose />} />
          <IconButton label="分享" tone="filled" icon={<IconShare />} />
          <IconButton label="确认清空" tone="onMedia" icon={<IconTrash />} />
          <IconButton label="删除" disabled icon={<IconTrash />} />
        </div>
      </StateCell>
      <StateCell label="icons">
        <IconGallery />
      </StateCell>
    </StateGrid>
  ),
};
