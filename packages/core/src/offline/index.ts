export * from './licence.ts';
export * from './downloadStatus.ts';
