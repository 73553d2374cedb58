export * from '../../shared/languages.ts';
export * from './table.ts';
export * from './paths.ts';
