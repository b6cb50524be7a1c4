import { describe, expect, test } from 'vitest';
import {
  CACHE_SIZE_STEP,
  CACHE_SIZE_UNITS,
  HEAT_WAN,
  formatCacheSize,
  formatCountdown,
  formatDate,
  formatDateTime,
  formatDuration,
  formatHeat,
  formatYuan,
  parseDateTime,
} from './format.ts';
import { BUSINESS_TIME_ZONE, isTimeZone } from './timeZone.ts';

describe('formatHeat', () => {
  test('pins the 万 threshold at 10 000', () => {
    expect(HEAT_WAN).toBe(10_000);
  });

  test.each([
    [0, '0'],
    [9999, '9999'],
    [10000, '1万'],
    [12345, '1.2万'],
    [19999, '1.9万'],
    [1234567, '123.4万'],
    [-3, '0'],
    [Number.NaN, '0'],
    [42.7, '42'],
  ])('%s reads %s', (heat, text) => {
    expect(formatHeat(heat)).toBe(text);
  });
});

describe('formatDuration', () => {
  test.each([
    [0, '00:00'],
    [5, '00:05'],
    [65, '01:05'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725.9, '1:02:05'],
    [-10, '00:00'],
    [Number.POSITIVE_INFINITY, '00:00'],
  ])('%s s reads %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('formatCountdown', () => {
  test.each([
    [900_000, '00:15:00'],
    [3_600_000, '01:00:00'],
    [86_399_000, '23:59:59'],
    [1, '00:00:01'],
    [0, '00:00:00'],
    [-5000, '00:00:00'],
  ])('%s ms reads %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});

describe('formatCacheSize', () => {
  test('steps in 1024 through B, KB, MB and GB', () => {
    expect(CACHE_SIZE_STEP).toBe(1024);
    expect(CACHE_SIZE_UNITS).toEqual(['B', 'KB', 'MB', 'GB']);
  });

  test.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1.5 * 1024 * 1024, '1.5 MB'],
    [3 * 1024 ** 3, '3 GB'],
    [2048 * 1024 ** 3, '2048 GB'],
    [-1, '0 B'],
  ])('%s bytes reads %s', (bytes, text) => {
    expect(formatCacheSize(bytes)).toBe(text);
  });
});

describe('dates in the business time zone', () => {
  // 2024-01-31 16:30:05 UTC is already 1 February in Shanghai.
  const instant = new Date(Date.UTC(2024, 0, 31, 16, 30, 5));

  test('the business zone is UTC+8', () => {
    expect(BUSINESS_TIME_ZONE).toBe('Asia/Shanghai');
    // Eight hours ahead of UTC, in winter and in summer alike.
    expect(parseDateTime('2024-02-01 08:00:00', BUSINESS_TIME_ZONE)?.toISOString()).toBe('2024-02-01T00:00:00.000Z');
    expect(parseDateTime('2024-07-01 08:00:00', BUSINESS_TIME_ZONE)?.toISOString()).toBe('2024-07-01T00:00:00.000Z');
  });

  test('formats in UTC+8 by default, whatever the machine zone', () => {
    expect(formatDateTime(instant)).toBe('2024-02-01 00:30:05');
    expect(formatDate(instant)).toBe('2024-02-01');
  });

  test('formats in another zone when asked', () => {
    expect(formatDateTime(instant, 'UTC')).toBe('2024-01-31 16:30:05');
    // UTC-5 in January.
    expect(formatDate(instant, 'America/New_York')).toBe('2024-01-31');
  });

  test('parses the API text as Shanghai wall-clock time', () => {
    expect(parseDateTime('2024-02-01 00:30:05')?.toISOString()).toBe('2024-01-31T16:30:05.000Z');
    expect(parseDateTime('2024-02-01')?.toISOString()).toBe('2024-01-31T16:00:00.000Z');
    expect(parseDateTime(' 2024-02-01 00:30:05 ')?.getTime()).toBe(instant.getTime());
    expect(parseDateTime('2024-01-31 16:30:05', 'UTC')?.getTime()).toBe(instant.getTime());
  });

  test('round-trips with formatDateTime', () => {
    const text = '2025-12-31 23:59:59';
    expect(formatDateTime(parseDateTime(text)!)).toBe(text);
  });

  test('follows a zone with daylight saving by its own rules', () => {
    // Berlin: UTC+1 in winter, UTC+2 in summer; 2024-03-31 02:30 does not exist there.
    expect(parseDateTime('2024-01-15 12:00:00', 'Europe/Berlin')?.toISOString()).toBe('2024-01-15T11:00:00.000Z');
    expect(parseDateTime('2024-07-15 12:00:00', 'Europe/Berlin')?.toISOString()).toBe('2024-07-15T10:00:00.000Z');
    expect(parseDateTime('2024-03-31 03:30:00', 'Europe/Berlin')?.toISOString()).toBe('2024-03-31T01:30:00.000Z');
    expect(parseDateTime('2024-03-31 02:30:00', 'Europe/Berlin')).toBeNull();
    expect(formatDateTime(new Date('2024-10-27T00:30:00Z'), 'Europe/Berlin')).toBe('2024-10-27 02:30:00');
    expect(formatDateTime(new Date('2024-10-27T01:30:00Z'), 'Europe/Berlin')).toBe('2024-10-27 02:30:00');
  });

  test('knows a time zone from a made-up name', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  test.each(['', 'tomorrow', '2024-02-30 00:00:00', '2024-13-01', '2024-01-01 24:00:00', '2024-1-1', '2024-01-01T00:00:00'])(
    'unreadable %j is null',
    (text) => {
      expect(parseDateTime(text)).toBeNull();
    },
  );
});

describe('formatYuan', () => {
  test.each([
    [1234, '12.34'],
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [-5, '-0.05'],
    [500000, '5000.00'],
  ])('%s fen reads %s', (fen, text) => {
    expect(formatYuan(fen)).toBe(text);
  });
});
