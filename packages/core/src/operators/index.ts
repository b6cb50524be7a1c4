export * from './rights.ts';
export * from './contract.ts';
export * from './content.ts';
export * from './dashboard.ts';
export * from './site.ts';
export * from './client.ts';
