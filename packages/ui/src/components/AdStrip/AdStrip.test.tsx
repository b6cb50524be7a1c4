import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { AdStrip } from './AdStrip.tsx';

const labels = { ad: '广告', loading: '加载中...' };

describe('AdStrip', () => {
  test('one strip per ad; a tap reports that ad', async () => {
    const ads = [
      { id: 1, image: '/p1.jpg', title: '排行榜广告一' },
      { id: 2, image: '/p2.jpg', title: '排行榜广告二' },
    ];
    const onAdClick = vi.fn();
    render(<AdStrip ads={ads} labels={labels} onAdClick={onAdClick} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getAllByRole('button')[1]!);
    expect(onAdClick).toHaveBeenCalledWith(ads[1]);
  });

  test('no ads, no strip', () => {
    const { container } = render(<AdStrip ads={[]} labels={labels} onAdClick={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
