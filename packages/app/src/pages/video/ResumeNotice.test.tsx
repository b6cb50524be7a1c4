import { zhCNVideo } from '@nocturne/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { viewingSession } from '../../state/viewing/session.ts';
import { RESUME_NOTICE_MS, ResumeNotice } from './ResumeNotice.tsx';

beforeEach(() => {
  viewingSession.resumedFrom = 192;
});

afterEach(() => {
  viewingSession.resumedFrom = null;
  vi.useRealTimers();
});

const notice = () => screen.queryByRole('status');

describe('where the video resumed, over the player', () => {
  test(`says where, and goes after ${RESUME_NOTICE_MS / 1000} s of playing (paused, refused until a tap, it stays)`, async () => {
    expect(RESUME_NOTICE_MS).toBe(5000);
    vi.useFakeTimers();
    const view = render(<ResumeNotice playing={false} onStartOver={() => {}} />);
    expect(notice()).toHaveTextContent(zhCNVideo.resume('03:12'));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(notice()).not.toBeNull();
    view.rerender(<ResumeNotice playing onStartOver={() => {}} />);
    await act(() => vi.advanceTimersByTimeAsync(RESUME_NOTICE_MS - 10));
    expect(notice()).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(notice()).toBeNull();
    expect(viewingSession.resumedFrom).toBeNull();
  });

  test('从头播放 starts the episode over and the notice goes at once', async () => {
    const onStartOver = vi.fn();
    render(<ResumeNotice playing onStartOver={onStartOver} />);
    await userEvent.click(screen.getByRole('button', { name: zhCNVideo.startOver }));
    expect(onStartOver).toHaveBeenCalledTimes(1);
    expect(notice()).toBeNull();
  });

  test('nothing where the video did not resume', () => {
    viewingSession.resumedFrom = null;
    render(<ResumeNotice playing onStartOver={() => {}} />);
    expect(notice()).toBeNull();
  });
});
