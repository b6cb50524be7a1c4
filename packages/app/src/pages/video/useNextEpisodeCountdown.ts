import { NEXT_EPISODE_COUNTDOWN_SECONDS } from '@nocturne/core';
import { useEffect, useRef, useState } from 'react';

interface Options {
  /** The episode played to its end (entitled: a preview's end is the paywall's, not this). */
  ended: boolean;
  next: { name: string } | null;
  onNext: () => void;
}

/**
 * 即将播放下一集: once an episode ends and another follows, count down
 * NEXT_EPISODE_COUNTDOWN_SECONDS, then play it; the member may cancel or play it at once.
 */
export function useNextEpisodeCountdown({ ended, next, onNext }: Options) {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const cancelled = useRef(false);
  const latestNext = useRef(onNext);
  latestNext.current = onNext;

  useEffect(() => {
    if (!ended) {
      cancelled.current = false;
      setSecondsLeft(null);
    } else if (next && !cancelled.current) {
      setSecondsLeft((left) => left ?? NEXT_EPISODE_COUNTDOWN_SECONDS);
    }
  }, [ended, next]);

  useEffect(() => {
    if (secondsLeft === null) return;
    if (secondsLeft <= 0) {
      setSecondsLeft(null);
      latestNext.current();
      return;
    }
    const timer = setTimeout(() => setSecondsLeft(secondsLeft - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  return {
    view: next && secondsLeft !== null ? { name: next.name, secondsLeft } : null,
    now: () => {
      setSecondsLeft(null);
      latestNext.current();
    },
    cancel: () => {
      cancelled.current = true;
      setSecondsLeft(null);
    },
  };
}
