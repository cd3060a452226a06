import { endpoints } from '@kaksha/contracts/all-endpoints';
import { describe, expect, it } from 'vitest';
import { implementations } from '../modules/index.ts';
import { checkCoverage } from './mount.ts';

describe('the API contract', () => {
  it('has exactly one handler for every declared endpoint and no undeclared handler', () => {
    expect(checkCoverage(endpoints, implementations)).toEqual([]);
  });

  it('reports a declaration without a handler', () => {
    expect(checkCoverage(endpoints, implementations.slice(1))).toEqual([
      `no handler for ${implementations[0]?.def.method} ${implementations[0]?.def.path}`,
    ]);
  });
});
