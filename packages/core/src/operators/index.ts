export * from './rights.ts';
export * from './contract.ts';
export * from './client.ts';
export * from './paging.ts';
export * from './money.ts';
export * from './members.ts';
export * from './support.ts';
