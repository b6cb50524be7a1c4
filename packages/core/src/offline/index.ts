export * from './licence.ts';
