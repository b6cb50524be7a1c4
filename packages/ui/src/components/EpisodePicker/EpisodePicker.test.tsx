import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { EpisodePicker } from './EpisodePicker.tsx';

const channels = [
  { name: '线路一', episodes: [{ id: 1, name: '第1集' }, { id: 2, name: '第2集' }] },
  { name: '线路二', episodes: [{ id: 3, name: '第1集' }] },
];
const labels = { title: '选集', close: '关闭' };

describe('EpisodePicker', () => {
  test('opens on the current channel with the current episode marked', () => {
    render(<EpisodePicker open onOpenChange={() => {}} channels={channels} current={{ channel: 0, episode: 2 }} onPick={() => {}} labels={labels} />);
    expect(screen.getByRole('dialog', { name: '选集' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '线路一' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: '第2集' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: '第1集' })).not.toHaveAttribute('aria-current');
  });

  test('another channel shows its episodes; a pick reports channel and episode', async () => {
    const onPick = vi.fn();
    render(<EpisodePicker open onOpenChange={() => {}} channels={channels} current={{ channel: 0, episode: 1 }} onPick={onPick} labels={labels} />);
    await userEvent.click(screen.getByRole('tab', { name: '线路二' }));
    await userEvent.click(screen.getByRole('button', { name: '第1集' }));
    expect(onPick).toHaveBeenCalledWith(1, channels[1]!.episodes[0]);
  });

  test('the close button asks to close', async () => {
    const onOpenChange = vi.fn();
    render(<EpisodePicker open onOpenChange={onOpenChange} channels={channels} current={null} onPick={() => {}} labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
