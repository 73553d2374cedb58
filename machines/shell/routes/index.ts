export * from './languages.ts';
export * from './table.ts';
export * from './paths.ts';
