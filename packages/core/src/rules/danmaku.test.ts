import { describe, expect, test } from 'vitest';
import { zhCNDanmaku } from '../messages/zhCNPlayer.ts';
import { DANMAKU_PER_MINUTE, DANMAKU_POLL_MS, DANMAKU_SINCE_MAX, DANMAKU_TEXT_MAX, danmakuLength, danmakuProblem, danmakuText } from './danmaku.ts';

describe('danmaku rules', () => {
  test('pins the numbers: 30 characters, 10 a minute, a poll every 4 s, 100 an answer', () => {
    expect(DANMAKU_TEXT_MAX).toBe(30);
    expect(DANMAKU_PER_MINUTE).toBe(10);
    expect(DANMAKU_POLL_MS).toBe(4000);
    expect(DANMAKU_SINCE_MAX).toBe(100);
  });

  test('1 to 30 characters after trimming; an emoji counts once', () => {
    expect(danmakuProblem('   ')).toBe(zhCNDanmaku.required);
    expect(danmakuProblem('')).toBe(zhCNDanmaku.required);
    expect(danmakuProblem('好')).toBeNull();
    expect(danmakuProblem(`  ${'好'.repeat(30)}  `)).toBeNull();
    expect(danmakuProblem('好'.repeat(31))).toBe('弹幕最多30个字');
    expect(danmakuProblem('😂'.repeat(30))).toBeNull();
    expect(danmakuLength(' 😂a ')).toBe(2);
    expect(danmakuText('  前方高能  ')).toBe('前方高能');
  });

  test('one line: line breaks, tabs, controls and direction overrides are refused', () => {
    for (const text of ['第一行\n第二行', 'a\tb', 'a\u0007b', 'a\u2028b', 'abc\u202Edef', 'a\u2066b', 'a\u0085b']) {
      expect(danmakuProblem(text)).toBe(zhCNDanmaku.badCharacters);
    }
    // Blanks around the text are trimmed, not refused.
    expect(danmakuProblem('前方高能\n')).toBeNull();
  });
});
