// The public surface of @nocturne/core. Framework-free: nothing here touches the DOM or
// storage at import time; effects are passed in.
export * from './api/types.ts';
export * from './api/defaultConfig.ts';
export * from './api/contract.ts';
export * from './api/errors.ts';
export * from './api/client.ts';
export * from './codec/aes.ts';
export * from './rules/index.ts';
export * from './stores/index.ts';
export * from './player/index.ts';
export { zhCN, type Messages } from './messages/zhCN.ts';
