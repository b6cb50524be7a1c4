import { describe, expect, test } from 'vitest';
import { pageWindow, type PageSlot } from './pageWindow.ts';

/** 1-based page numbers, '…' for a gap. */
const shown = (slots: PageSlot[]) => slots.map((slot) => (slot.kind === 'gap' ? '…' : slot.pageIndex + 1)).join(' ');

describe('pageWindow', () => {
  test('a short list shows every page', () => {
    expect(shown(pageWindow(0, 1))).toBe('1');
    expect(shown(pageWindow(2, 5))).toBe('1 2 3 4 5');
  });

  test('a long list shows the first, the last, the current with one either side, and gaps', () => {
    expect(shown(pageWindow(9, 20))).toBe('1 … 9 10 11 … 20');
    expect(shown(pageWindow(0, 20))).toBe('1 2 … 20');
    expect(shown(pageWindow(19, 20))).toBe('1 … 19 20');
  });

  test('a gap of one page shows that page instead', () => {
    expect(shown(pageWindow(3, 20))).toBe('1 2 3 4 5 … 20');
  });

  test('no pages, no buttons', () => {
    expect(pageWindow(0, 0)).toEqual([]);
  });
});
