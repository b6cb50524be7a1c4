import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { Countdown, formatClock } from './Countdown.tsx';

const START = Date.UTC(2026, 0, 1, 12, 0, 0);

describe('formatClock', () => {
  test('hours, minutes and seconds, two digits each', () => {
    expect(formatClock(900_000)).toBe('00:15:00');
    expect(formatClock((25 * 3600 + 61) * 1000)).toBe('25:01:01');
  });

  test('a partial second rounds up and the past reads zero', () => {
    expect(formatClock(1)).toBe('00:00:01');
    expect(formatClock(0)).toBe('00:00:00');
    expect(formatClock(-5000)).toBe('00:00:00');
  });
});

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('shows the time left until the end', () => {
    const now = () => START;
    render(<Countdown label="距离优惠结束还剩" endsAt={START + 900_000} now={now} />);
    expect(screen.getByRole('timer')).toHaveTextContent('距离优惠结束还剩00:15:00');
  });

  test('ticks every second from the injected clock', () => {
    let clock = START;
    render(<Countdown label="距离优惠结束还剩" endsAt={START + 900_000} now={() => clock} />);
    clock += 1000;
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('00:14:59');
    clock += 60_000;
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('00:13:59');
  });

  test('stops at zero', () => {
    let clock = START;
    render(<Countdown label="距离优惠结束还剩" endsAt={START + 2000} now={() => clock} />);
    clock += 5000;
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:00');
    expect(vi.getTimerCount()).toBe(0);
  });

  test('an end time that arrives later counts from the clock of that moment', () => {
    let clock = START;
    const now = () => clock;
    const { rerender } = render(<Countdown label="距离优惠结束还剩" endsAt={null} now={now} />);
    clock += 600_000;
    rerender(<Countdown label="距离优惠结束还剩" endsAt={START + 900_000} now={now} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:05:00');
  });

  test('is hidden when there is no end time', () => {
    const { container } = render(<Countdown label="距离优惠结束还剩" endsAt={null} now={() => START} />);
    expect(container).toBeEmptyDOMElement();
  });
});
