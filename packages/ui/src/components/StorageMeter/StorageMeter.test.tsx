import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { STORAGE_LOW_SHARE, StorageMeter } from './StorageMeter.tsx';

const formatSize = (bytes: number) => `${bytes} B`;
const label = (used: string, left: string) => `已用 ${used}，剩余 ${left}`;

function meter(used: number, quota: number) {
  render(<StorageMeter used={used} quota={quota} formatSize={formatSize} label={label} />);
  return screen.getByRole('meter');
}

describe('StorageMeter', () => {
  test('says what is used and what is left, and the bar holds the share used', () => {
    const bar = meter(250, 1000);
    expect(screen.getByText('已用 250 B，剩余 750 B')).toBeVisible();
    expect(bar).toHaveAccessibleName('已用 250 B，剩余 750 B');
    expect(bar).toHaveAttribute('aria-valuenow', '25');
  });

  test('more used than the quota leaves 0, never a negative size, and a full bar', () => {
    const bar = meter(1200, 1000);
    expect(bar).toHaveAccessibleName('已用 1200 B，剩余 0 B');
    expect(bar).toHaveAttribute('aria-valuenow', '100');
  });

  test('an unknown quota (0) reads as full', () => {
    const bar = meter(300, 0);
    expect(bar).toHaveAccessibleName('已用 300 B，剩余 0 B');
    expect(bar).toHaveAttribute('aria-valuenow', '100');
  });

  test('the bar turns red from 90% of the quota used', () => {
    expect(STORAGE_LOW_SHARE).toBe(0.9);
    expect(meter(899, 1000)).toHaveAttribute('data-tone', 'brand');
    document.body.innerHTML = '';
    expect(meter(900, 1000)).toHaveAttribute('data-tone', 'danger');
  });
});
