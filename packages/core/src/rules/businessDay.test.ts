import { describe, expect, it } from 'vitest';
import { businessDate, dayBefore } from './businessDay.ts';
import { BUSINESS_TIME_ZONE } from './timeZone.ts';

describe('business day', () => {
  it('turns over at midnight in Shanghai, not at UTC midnight', () => {
    expect(businessDate(new Date('2026-03-01T15:59:59Z'), 'Asia/Shanghai')).toBe('2026-03-01');
    expect(businessDate(new Date('2026-03-01T16:00:00Z'), 'Asia/Shanghai')).toBe('2026-03-02');
  });

  it('defaults to Asia/Shanghai, the server default', () => {
    expect(BUSINESS_TIME_ZONE).toBe('Asia/Shanghai');
    expect(businessDate(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
  });

  it('follows the configured zone', () => {
    expect(businessDate(new Date('2026-03-01T16:00:00Z'), 'UTC')).toBe('2026-03-01');
  });

  it('steps back across months and leap days', () => {
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
    expect(dayBefore('2026-01-01')).toBe('2025-12-31');
  });
});
