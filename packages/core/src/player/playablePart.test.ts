import { describe, expect, test } from 'vitest';
import { displayDuration, RESUME_MARGIN_SECONDS, resumePoint } from './playablePart.ts';

// The demo catalogue's numbers: a 24-second episode, a 10-second preview (config shikan).
const EPISODE = 24;
const PREVIEW = 10;

describe('where playback resumes', () => {
  test(`the margin is ${RESUME_MARGIN_SECONDS} seconds`, () => {
    expect(RESUME_MARGIN_SECONDS).toBe(5);
  });

  test('entitled: a position inside the episode resumes there', () => {
    expect(resumePoint({ savedSeconds: 12, durationSeconds: EPISODE, previewLimitSeconds: PREVIEW, entitled: true })).toBe(12);
    expect(resumePoint({ savedSeconds: 18.9, durationSeconds: EPISODE, previewLimitSeconds: PREVIEW, entitled: true })).toBe(18.9);
  });

  test('entitled: within 5 s of the end (a finished episode) it starts over', () => {
    expect(resumePoint({ savedSeconds: 19, durationSeconds: EPISODE, previewLimitSeconds: PREVIEW, entitled: true })).toBe(0);
    expect(resumePoint({ savedSeconds: 24, durationSeconds: EPISODE, previewLimitSeconds: PREVIEW, entitled: true })).toBe(0);
    expect(resumePoint({ savedSeconds: 300, durationSeconds: EPISODE, previewLimitSeconds: PREVIEW, entitled: true })).toBe(0);
  });

  test('entitled with the length unknown: the saved position is trusted', () => {
    expect(resumePoint({ savedSeconds: 120, durationSeconds: 0, previewLimitSeconds: PREVIEW, entitled: true })).toBe(120);
  });

  test('preview: a position well before the limit resumes there', () => {
    expect(resumePoint({ savedSeconds: 4.9, durationSeconds: EPISODE, previewLimitSeconds: PREVIEW, entitled: false })).toBe(4.9);
  });

  test('preview: a used-up preview (at or near the limit, or past it) starts over', () => {
    for (const saved of [5, 9.5, 10, 15]) {
      expect(resumePoint({ savedSeconds: saved, durationSeconds: EPISODE, previewLimitSeconds: PREVIEW, entitled: false })).toBe(0);
    }
  });

  test('preview of a video shorter than the preview: its own end counts', () => {
    expect(resumePoint({ savedSeconds: 4, durationSeconds: 8, previewLimitSeconds: PREVIEW, entitled: false })).toBe(0);
    expect(resumePoint({ savedSeconds: 2, durationSeconds: 8, previewLimitSeconds: PREVIEW, entitled: false })).toBe(2);
  });

  test('nothing saved, or nonsense, starts at 0', () => {
    for (const saved of [0, -3, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(resumePoint({ savedSeconds: saved, durationSeconds: EPISODE, previewLimitSeconds: PREVIEW, entitled: true })).toBe(0);
    }
  });
});

describe('the length the player shows', () => {
  test('a preview shows the episode length, not the cut stream (0:10)', () => {
    expect(displayDuration(10.4, EPISODE, false)).toBe(EPISODE);
  });

  test('entitled: the media length once known, else the catalogue length', () => {
    expect(displayDuration(24.3, EPISODE, true)).toBe(24.3);
    expect(displayDuration(Number.NaN, EPISODE, true)).toBe(EPISODE);
    expect(displayDuration(0, EPISODE, true)).toBe(EPISODE);
  });

  test('without a catalogue length, the media length; without either, 0', () => {
    expect(displayDuration(30, 0, false)).toBe(30);
    expect(displayDuration(Number.NaN, 0, false)).toBe(0);
  });
});
