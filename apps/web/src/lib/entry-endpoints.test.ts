import { getLogo, getPublicConfig, googleLogin, login } from '@kaksha/contracts';
import { describe, expect, it } from 'vitest';
import { getLogoRef, getPublicConfigRef, googleLoginRef, loginRef } from './entry-endpoints.ts';

describe('entry endpoint references', () => {
  it.each([
    ['login', loginRef, login],
    ['getLogo', getLogoRef, getLogo],
    ['getPublicConfig', getPublicConfigRef, getPublicConfig],
    ['googleLogin', googleLoginRef, googleLogin],
  ] as const)('%s matches its contract', (_name, ref, contract) => {
    expect({ method: ref.method, path: ref.path, access: ref.access }).toEqual({
      method: contract.method,
      path: contract.path,
      access: contract.access,
    });
  });
});
