import { getLogo, login } from '@kaksha/contracts';
import { describe, expect, it } from 'vitest';
import { getLogoRef, loginRef } from './entry-endpoints.ts';

describe('entry endpoint references', () => {
  it.each([
    ['login', loginRef, login],
    ['getLogo', getLogoRef, getLogo],
  ] as const)('%s matches its contract', (_name, ref, contract) => {
    expect({ method: ref.method, path: ref.path, access: ref.access }).toEqual({
      method: contract.method,
      path: contract.path,
      access: contract.access,
    });
  });
});
