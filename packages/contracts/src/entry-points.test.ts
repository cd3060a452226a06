import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getPublicConfig, googleLogin, login } from './accounts.ts';
import { endpoints } from './all-endpoints.ts';
import * as mainEntry from './index.ts';
import { getLogo } from './system.ts';

const packageDir = new URL('../', import.meta.url);
const exportsMap: Record<string, string> = JSON.parse(
  readFileSync(new URL('package.json', packageDir), 'utf8'),
).exports;

describe('per-domain entry points', () => {
  it.each(Object.entries(exportsMap))('%s points at a module that exists', (_entry, file) => {
    expect(existsSync(new URL(file, packageDir))).toBe(true);
  });

  it('gives every contracts file its own entry, so no code needs the main one', () => {
    const entryFiles = new Set(Object.values(exportsMap));
    const files = readdirSync(new URL('src/', packageDir)).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'index.ts',
    );
    expect(files.filter((name) => !entryFiles.has(`./src/${name}`))).toEqual([]);
  });

  it('keeps the main entry whole: it still serves every endpoint and every domain', () => {
    expect(mainEntry.endpoints).toBe(endpoints);
    expect(mainEntry.login).toBe(login);
    expect(mainEntry.getLogo).toBe(getLogo);
  });

  it('serves the sign-in routes without zod, the same the contracts declare', async () => {
    const routes = await import('@kaksha/contracts/accounts/routes');
    const system = await import('@kaksha/contracts/system/routes');
    for (const [route, contract] of [
      [routes.loginRoute, login],
      [routes.getPublicConfigRoute, getPublicConfig],
      [routes.googleLoginRoute, googleLogin],
      [system.getLogoRoute, getLogo],
    ] as const) {
      expect({ method: contract.method, path: contract.path, access: contract.access }).toEqual(route);
    }
    for (const file of [exportsMap['./accounts/routes'], exportsMap['./system/routes']]) {
      expect(readFileSync(new URL(file as string, packageDir), 'utf8')).not.toMatch(/^import /m);
    }
  });
});
