import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { VIP_BADGE_LEVELS, VipBadge } from './VipBadge.tsx';

describe('VipBadge', () => {
  test('is an image named by its label', () => {
    render(<VipBadge index={3} label="VIP会员" />);
    expect(screen.getByRole('img', { name: 'VIP会员' })).toBeInTheDocument();
  });

  test('there are six badges, 0 to 5, each drawn differently', () => {
    expect(VIP_BADGE_LEVELS).toBe(6);
    const drawings = new Set<string>();
    for (let index = 0; index < VIP_BADGE_LEVELS; index += 1) {
      const { container, unmount } = render(<VipBadge index={index} label={`badge ${index}`} />);
      const svg = container.querySelector('svg');
      expect(svg).toHaveAttribute('data-level', String(index));
      drawings.add(`${svg?.getAttribute('class')}|${svg?.querySelectorAll('circle').length}`);
      unmount();
    }
    expect(drawings.size).toBe(6);
  });

  test('badge 0 has no crown; a level shows one pip per level', () => {
    const { container, rerender } = render(<VipBadge index={0} label="none" />);
    expect(container.querySelectorAll('circle')).toHaveLength(0);
    rerender(<VipBadge index={4} label="four" />);
    expect(container.querySelectorAll('circle')).toHaveLength(4);
  });

  test('an index out of range falls back to the nearest badge', () => {
    const { container, rerender } = render(<VipBadge index={9} label="x" />);
    expect(container.querySelector('svg')).toHaveAttribute('data-level', '5');
    rerender(<VipBadge index={-1} label="x" />);
    expect(container.querySelector('svg')).toHaveAttribute('data-level', '0');
  });

  test('uses no external image', () => {
    const { container } = render(<VipBadge index={5} label="x" />);
    expect(container.querySelector('img, image')).toBeNull();
  });
});
