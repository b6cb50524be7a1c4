// The business rules of docs/product.md sections 4, 5 and 9: pure functions and named constants,
// shared by the app and the server.
export * from './format.ts';
export * from './money.ts';
export * from './vip.ts';
export * from './signIn.ts';
export * from './businessDay.ts';
export * from './timeZone.ts';
export * from './paging.ts';
export * from './ads.ts';
export * from './commerce.ts';
export * from './validators.ts';
export * from './timing.ts';
export * from './limits.ts';
export * from './danmaku.ts';
export * from './layout.ts';
export * from './tags.ts';
export * from './collect.ts';
