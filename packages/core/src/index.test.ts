import { describe, expect, test } from 'vitest';
import corePackage from '../package.json' with { type: 'json' };

describe('@nocturne/core public surface', () => {
  test('imports in plain Node: nothing touches window, document or storage at import time', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const core = await import('./index.ts');
    expect(typeof core.createApiClient).toBe('function');
    expect(typeof core.HlsController).toBe('function');
    expect(typeof core.vipStatus).toBe('function');
    expect(core.zhCN.tabs.home).toBe('首页');
  });

  test('depends on no framework and on no other package of ours', () => {
    const deps = Object.keys({ ...corePackage.dependencies });
    expect(deps.filter((name) => /react|@nocturne|valtio|fastify/.test(name))).toEqual([]);
  });
});
