export * from './rights.ts';
export * from './contract.ts';
