import { describe, expect, it } from 'vitest';
import { countAfterSigning, currentCount, cycleDates } from './signInRun.ts';

const today = '2026-03-10';

describe('sign-in run', () => {
  it('starts at 1 for a member who never signed', () => {
    expect(currentCount(null, today)).toBe(0);
    expect(countAfterSigning(null, today)).toBe(1);
  });

  it('continues from yesterday', () => {
    expect(countAfterSigning({ date: '2026-03-09', count: 6 }, today)).toBe(7);
  });

  it('restarts after a missed day', () => {
    const last = { date: '2026-03-08', count: 6 };
    expect(currentCount(last, today)).toBe(0);
    expect(countAfterSigning(last, today)).toBe(1);
  });

  it('refuses a second sign-in the same day', () => {
    expect(countAfterSigning({ date: today, count: 3 }, today)).toBeNull();
  });

  it('lists the dates of the current 7-day cycle only', () => {
    expect(cycleDates({ date: today, count: 3 }, today)).toEqual(['2026-03-08', '2026-03-09', today]);
    expect(cycleDates({ date: today, count: 8 }, today)).toEqual([today]);
    expect(cycleDates({ date: '2026-03-09', count: 7 }, today)).toHaveLength(7);
    expect(cycleDates({ date: '2026-03-01', count: 7 }, today)).toEqual([]);
  });
});
