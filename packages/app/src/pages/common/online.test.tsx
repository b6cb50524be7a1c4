import { render } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { BACK_ONLINE_RETRY_MS, BACK_ONLINE_SETTLE_MS, useBackOnline } from './online.ts';

function Notice({ onBack }: { onBack: () => void }) {
  useBackOnline(onBack);
  return <p>网络已断开</p>;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

test('pins its numbers: a failure within 5 s of the connection coming back is tried again 1 s later', () => {
  expect([BACK_ONLINE_SETTLE_MS, BACK_ONLINE_RETRY_MS]).toEqual([5000, 1000]);
});

test('back online, the action runs; a failure shown just after is tried once more a second later, not forever', () => {
  const retry = vi.fn();
  const first = render(<Notice onBack={retry} />);
  window.dispatchEvent(new Event('online'));
  expect(retry).toHaveBeenCalledTimes(1);
  // That try failed while the network was still coming up: the notice shows again.
  first.unmount();
  const again = render(<Notice onBack={retry} />);
  vi.advanceTimersByTime(BACK_ONLINE_RETRY_MS - 1);
  expect(retry).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(1);
  expect(retry).toHaveBeenCalledTimes(2);
  again.unmount();
  // A failure long after the connection came back is the page's own: no try of our own.
  vi.advanceTimersByTime(BACK_ONLINE_SETTLE_MS);
  render(<Notice onBack={retry} />);
  vi.advanceTimersByTime(BACK_ONLINE_RETRY_MS * 3);
  expect(retry).toHaveBeenCalledTimes(2);
});

test('a notice that goes away (the page loaded) tries nothing more', () => {
  const retry = vi.fn();
  render(<Notice onBack={retry} />).unmount();
  window.dispatchEvent(new Event('online'));
  const shown = render(<Notice onBack={retry} />);
  shown.unmount();
  vi.advanceTimersByTime(BACK_ONLINE_RETRY_MS * 2);
  expect(retry).not.toHaveBeenCalled();
});
