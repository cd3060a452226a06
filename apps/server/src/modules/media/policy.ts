import { STORAGE_PREFIX } from '@kaksha/contracts';

/** Storage prefixes: each upload endpoint writes under its own (contracts' STORAGE_PREFIX). */
export const PREFIX = STORAGE_PREFIX;
