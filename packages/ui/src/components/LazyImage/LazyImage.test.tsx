import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { IMAGE_ATTEMPTS, LazyImage } from './LazyImage.tsx';

const frameOf = (container: HTMLElement) => container.firstElementChild as HTMLElement;
const picture = (container: HTMLElement) => container.querySelector('img');

describe('LazyImage', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('shows the skeleton with its loading words until the picture arrives', () => {
    const { container } = render(<LazyImage src="/a.jpg" alt="封面" loadingLabel="加载中..." lazy={false} />);
    expect(frameOf(container)).toHaveAttribute('data-status', 'loading');
    expect(screen.getByText('加载中...')).toBeInTheDocument();
    fireEvent.load(picture(container)!);
    expect(frameOf(container)).toHaveAttribute('data-status', 'loaded');
    expect(screen.queryByText('加载中...')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: '封面' })).toHaveAttribute('src', '/a.jpg');
  });

  test('tries 3 times in all before showing the placeholder', () => {
    expect(IMAGE_ATTEMPTS).toBe(3);
    const onStatusChange = vi.fn();
    const { container } = render(
      <LazyImage src="/broken.jpg" alt="封面" loadingLabel="加载中..." lazy={false} onStatusChange={onStatusChange} />,
    );
    const first = picture(container)!;
    fireEvent.error(first);
    const second = picture(container)!;
    expect(second).not.toBe(first);
    expect(frameOf(container)).toHaveAttribute('data-status', 'loading');
    fireEvent.error(second);
    expect(frameOf(container)).toHaveAttribute('data-status', 'loading');
    fireEvent.error(picture(container)!);
    expect(frameOf(container)).toHaveAttribute('data-status', 'error');
    expect(picture(container)).toBeNull();
    expect(screen.getByRole('img', { name: '封面' })).toBeInTheDocument();
    expect(onStatusChange).toHaveBeenLastCalledWith('error');
  });

  test('a failed picture is replaced by the fallback image when one is given', () => {
    const { container } = render(
      <LazyImage src="/broken.jpg" alt="封面" loadingLabel="加载中..." lazy={false} maxAttempts={1} fallbackSrc="/placeholder.png" />,
    );
    fireEvent.error(picture(container)!);
    expect(screen.getByRole('img', { name: '封面' })).toHaveAttribute('src', '/placeholder.png');
  });

  test('a new src starts over with fresh attempts', () => {
    const { container, rerender } = render(<LazyImage src="/a.jpg" alt="" loadingLabel="加载中..." lazy={false} maxAttempts={1} />);
    fireEvent.error(picture(container)!);
    expect(frameOf(container)).toHaveAttribute('data-status', 'error');
    rerender(<LazyImage src="/b.jpg" alt="" loadingLabel="加载中..." lazy={false} maxAttempts={1} />);
    expect(frameOf(container)).toHaveAttribute('data-status', 'loading');
    expect(picture(container)).toHaveAttribute('src', '/b.jpg');
  });

  test('lazy: fetches nothing until the frame nears the viewport, with a 30% preload margin', () => {
    let report: IntersectionObserverCallback = () => {};
    const options: IntersectionObserverInit[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, init: IntersectionObserverInit) {
          report = callback;
          options.push(init);
        }
        observe() {}
        disconnect() {}
      },
    );
    const { container } = render(<LazyImage src="/a.jpg" alt="封面" loadingLabel="加载中..." />);
    expect(picture(container)).toBeNull();
    expect(options[0]?.rootMargin).toBe('30%');
    act(() => report([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(picture(container)).toHaveAttribute('src', '/a.jpg');
  });

  test('without an address yet it keeps the skeleton and fetches nothing', () => {
    const { container } = render(<LazyImage src="" alt="封面" loadingLabel="加载中..." lazy={false} />);
    expect(picture(container)).toBeNull();
    expect(frameOf(container)).toHaveAttribute('data-status', 'loading');
  });

  test('without IntersectionObserver the picture loads at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<LazyImage src="/a.jpg" alt="封面" loadingLabel="加载中..." />);
    expect(picture(container)).toHaveAttribute('src', '/a.jpg');
  });
});
