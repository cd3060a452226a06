export * from './curriculum.ts';
export * from './platform.ts';
export * from './settings.ts';
export * from './users.ts';
