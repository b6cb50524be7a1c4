export * from './rights.ts';
export * from './contract.ts';
export * from './content.ts';
