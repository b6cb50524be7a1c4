import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { QualityPickerSheet, type QualityPickerSheetProps } from './QualityPickerSheet.tsx';

const labels = { title: '选择缓存清晰度', close: '关闭', approxSize: (size: string) => `约 ${size}` };
const renditions = [
  { name: '360p', bytes: 96_000_000 },
  { name: '720p', bytes: 312_000_000 },
];
// A stand-in for core's formatCacheSize: megabytes, whole.
const formatSize = (bytes: number) => `${Math.round(bytes / 1_000_000)} MB`;

function sheet(overrides: Partial<QualityPickerSheetProps> = {}) {
  return <QualityPickerSheet open renditions={renditions} labels={labels} formatSize={formatSize} onPick={() => {}} onClose={() => {}} {...overrides} />;
}

describe('QualityPickerSheet', () => {
  test('is a dialog named 选择缓存清晰度 listing each rendition with its approximate size, in order', () => {
    render(sheet());
    const dialog = screen.getByRole('dialog', { name: '选择缓存清晰度' });
    const choices = within(dialog).getAllByRole('listitem');
    expect(choices.map((choice) => choice.textContent)).toEqual(['360p约 96 MB', '720p约 312 MB']);
  });

  test('a tap on a rendition reports its name', async () => {
    const onPick = vi.fn();
    render(sheet({ onPick }));
    await userEvent.click(screen.getByRole('button', { name: /^720p/ }));
    expect(onPick).toHaveBeenCalledWith('720p');
    expect(onPick).toHaveBeenCalledTimes(1);
  });

  test('the close button reports onClose, and nothing is picked', async () => {
    const onClose = vi.fn();
    const onPick = vi.fn();
    render(sheet({ onClose, onPick }));
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onPick).not.toHaveBeenCalled();
  });

  test('shows the space left under the title when given', () => {
    render(sheet({ description: '已用 1.2 GB，剩余 3.4 GB' }));
    expect(screen.getByText('已用 1.2 GB，剩余 3.4 GB')).toBeInTheDocument();
  });

  test('closed, it shows nothing', () => {
    render(sheet({ open: false }));
    expect(screen.queryByRole('button', { name: /^360p/ })).not.toBeInTheDocument();
  });
});
