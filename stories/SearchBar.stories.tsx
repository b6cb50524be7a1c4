import { zhCN, zhCNSearch } from '@nocturne/core';
import { SearchBar } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const meta = {
  title: 'Navigation/SearchBar',
  component: SearchBar,
  tags: ['autodocs'],
  args: {
    label: zhCN.home.searchPlaceholder,
    placeholder: zhCN.home.searchPlaceholder,
    onFocus: fn(),
    onSubmit: fn(),
    onChange: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home header: read-only, focusing it opens the search page. */
export const OpensSearchOnFocus: Story = {
  args: { readOnly: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('searchbox', { name: zhCN.home.searchPlaceholder }));
    await expect(args.onFocus).toHaveBeenCalled();
  },
};

/** The results page: a submit button; Enter or the button reports the trimmed term. */
export const WithSubmit: Story = {
  args: { label: zhCNSearch.button, placeholder: zhCNSearch.placeholder, submitLabel: zhCNSearch.button },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), ' 夜景 ');
    await userEvent.click(canvas.getByRole('button', { name: zhCNSearch.button }));
    await expect(args.onSubmit).toHaveBeenCalledWith('夜景');
  },
};

export const WithTerm: Story = { args: { defaultValue: '城市夜景', submitLabel: zhCNSearch.button } };

export const AllStates: Story = {
  render: () => (
    <StateGrid>
      <StateCell label="placeholder (home)">
        <SearchBar label={zhCN.home.searchPlaceholder} placeholder={zhCN.home.searchPlaceholder} readOnly />
      </StateCell>
      <StateCell label="placeholder + submit (results)">
        <SearchBar label={zhCNSearch.placeholder} placeholder={zhCNSearch.placeholder} submitLabel={zhCNSearch.button} />
      </StateCell>
      <StateCell label="with a term">
        <SearchBar label={`${zhCNSearch.button} 1`} defaultValue="城市夜景" submitLabel={zhCNSearch.button} />
      </StateCell>
      <StateCell label="long term">
        <SearchBar label={`${zhCNSearch.button} 2`} defaultValue="这是一个非常非常长的搜索词用于检查输入框的显示效果" />
      </StateCell>
    </StateGrid>
  ),
  parameters: { layout: 'fullscreen' },
};
