import type { Implementation } from '../../http/implement.ts';

export const uploadRoutes: Implementation[] = [];
