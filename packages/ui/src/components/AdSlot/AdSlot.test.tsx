import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { AdSlot } from './AdSlot.tsx';

const labels = { ad: '广告', loading: '加载中...' };

describe('AdSlot', () => {
  test('shows the title and the 广告 mark, and reports the very ad object it was given', async () => {
    const ad = { id: 7, image: '/ad.jpg', title: '限时优惠', url: 'https://example.test' };
    const onAdClick = vi.fn();
    render(<AdSlot ad={ad} labels={labels} onAdClick={onAdClick} />);
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent('限时优惠');
    expect(button).toHaveTextContent('广告');
    await userEvent.click(button);
    expect(onAdClick).toHaveBeenCalledWith(ad);
    expect(onAdClick.mock.calls[0]?.[0]).toBe(ad);
  });

  test('an ad without a title is described by the 广告 label', () => {
    // Load eagerly: happy-dom's IntersectionObserver never reports.
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<AdSlot ad={{ id: 1, image: '/ad.jpg' }} labels={labels} onAdClick={() => {}} />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '广告');
    vi.unstubAllGlobals();
  });
});
