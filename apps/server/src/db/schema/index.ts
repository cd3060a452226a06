export * from './assessments.ts';
export * from './curriculum.ts';
export * from './media.ts';
export * from './platform.ts';
export * from './question-bank.ts';
export * from './settings.ts';
export * from './users.ts';
