import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { BANNER_AUTOPLAY_MS, BANNER_HEIGHT, BannerCarousel } from './BannerCarousel.tsx';

const banners = [
  { id: 1, image: '/b1.jpg', alt: '活动一' },
  { id: 2, image: '/b2.jpg', alt: '活动二' },
  { id: 3, image: '/b3.jpg', alt: '活动三' },
];
const labels = {
  carousel: '广告轮播',
  slide: (n: number, total: number) => `第${n}张，共${total}张`,
  goTo: (n: number) => `显示第${n}张`,
  loading: '加载中...',
};

const currentDot = () => screen.getAllByRole('button', { name: /显示第/ }).find((dot) => dot.getAttribute('aria-current') === 'true');
const carousel = () => screen.getByRole('region', { name: '广告轮播' });

describe('BannerCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('the spec pins autoplay at 3000 ms and the height at 125 px', () => {
    expect(BANNER_AUTOPLAY_MS).toBe(3000);
    expect(BANNER_HEIGHT).toBe(125);
    render(<BannerCarousel banners={banners} labels={labels} />);
    expect(carousel()).toHaveStyle({ height: '125px' });
  });

  test('advances every 3000 ms and wraps round', () => {
    render(<BannerCarousel banners={banners} labels={labels} />);
    expect(currentDot()).toHaveAccessibleName('显示第1张');
    act(() => vi.advanceTimersByTime(2999));
    expect(currentDot()).toHaveAccessibleName('显示第1张');
    act(() => vi.advanceTimersByTime(1));
    expect(currentDot()).toHaveAccessibleName('显示第2张');
    act(() => vi.advanceTimersByTime(3000));
    expect(currentDot()).toHaveAccessibleName('显示第3张');
    act(() => vi.advanceTimersByTime(3000));
    expect(currentDot()).toHaveAccessibleName('显示第1张');
  });

  test('holds still while focused, and moves on after focus leaves', () => {
    render(<BannerCarousel banners={banners} labels={labels} />);
    fireEvent.focus(screen.getByRole('button', { name: '显示第1张' }));
    act(() => vi.advanceTimersByTime(9000));
    expect(currentDot()).toHaveAccessibleName('显示第1张');
    fireEvent.blur(screen.getByRole('button', { name: '显示第1张' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(currentDot()).toHaveAccessibleName('显示第2张');
  });

  test('holds still while a mouse hovers it', () => {
    render(<BannerCarousel banners={banners} labels={labels} />);
    fireEvent.pointerEnter(carousel(), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(6000));
    expect(currentDot()).toHaveAccessibleName('显示第1张');
  });

  test('autoplay 0 never advances; the dots still do', () => {
    render(<BannerCarousel banners={banners} labels={labels} autoplay={0} />);
    act(() => vi.advanceTimersByTime(10000));
    expect(currentDot()).toHaveAccessibleName('显示第1张');
    fireEvent.click(screen.getByRole('button', { name: '显示第3张' }));
    expect(currentDot()).toHaveAccessibleName('显示第3张');
  });

  test('a swipe left shows the next banner, a swipe right the previous, without opening one', () => {
    const onBannerClick = vi.fn();
    render(<BannerCarousel banners={banners} labels={labels} autoplay={0} onBannerClick={onBannerClick} />);
    fireEvent.pointerDown(carousel(), { clientX: 300 });
    fireEvent.pointerUp(carousel(), { clientX: 200 });
    expect(currentDot()).toHaveAccessibleName('显示第2张');
    fireEvent.pointerDown(carousel(), { clientX: 100 });
    fireEvent.pointerUp(carousel(), { clientX: 250 });
    fireEvent.pointerDown(carousel(), { clientX: 100 });
    fireEvent.pointerUp(carousel(), { clientX: 250 });
    expect(currentDot()).toHaveAccessibleName('显示第3张');
    expect(onBannerClick).not.toHaveBeenCalled();
  });

  test('a tap reports the banner shown; slides out of view are inert', () => {
    const onBannerClick = vi.fn();
    render(<BannerCarousel banners={banners} labels={labels} autoplay={0} onBannerClick={onBannerClick} />);
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides[0]).not.toHaveAttribute('inert');
    expect(slides[1]).toHaveAttribute('inert');
    fireEvent.click(screen.getByRole('img', { name: '活动一' }));
    expect(onBannerClick).toHaveBeenCalledWith(banners[0]);
  });

  test('one banner: no dots and no autoplay; none: nothing', () => {
    const { rerender, container } = render(<BannerCarousel banners={banners.slice(0, 1)} labels={labels} />);
    expect(screen.queryByRole('button', { name: /显示第/ })).not.toBeInTheDocument();
    rerender(<BannerCarousel banners={[]} labels={labels} />);
    expect(container).toBeEmptyDOMElement();
  });
});
