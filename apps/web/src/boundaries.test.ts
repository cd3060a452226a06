import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The boundaries of the web app are lint rules (biome.json). These write a probe file where a
 * real one would stand, lint it with the repository's configuration, and read the verdict.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const src = path.join(root, 'apps/web/src');
const biome = path.join(root, 'node_modules/@biomejs/biome/bin/biome');
const probeDir = (where: string) => path.join(src, where, `lint-probe-${process.pid}`);
const made: string[] = [];

function lint(where: string, name: string, code: string) {
  const dir = probeDir(where);
  mkdirSync(dir, { recursive: true });
  made.push(dir);
  const file = path.join(dir, name);
  writeFileSync(file, code);
  const run = spawnSync(process.execPath, [biome, 'lint', '--max-diagnostics=5', file], {
    cwd: root,
    encoding: 'utf8',
  });
  return { failed: run.status !== 0, output: `${run.stdout}${run.stderr}` };
}

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('web boundaries', () => {
  it('refuse an import from one feature into another', () => {
    const result = lint(
      'features',
      'probe.ts',
      "import { useDeleteVideo } from '../media/api.ts';\n\nexport const x = useDeleteVideo;\n",
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('noRestrictedImports');
  });

  it('let a feature use lib, components and its own files', () => {
    const code =
      "import { call } from '../../lib/api-client.ts';\nimport { y } from './y.ts';\n\nexport const x = [call, y];\n";
    expect(lint('features', 'probe.ts', code)).toMatchObject({ failed: false });
  });

  it('refuse an import from one area into another', () => {
    const code = "import { STUDENT_NAV } from '../../student/student-nav.ts';\n\nexport const x = STUDENT_NAV;\n";
    const result = lint('areas/admin', 'probe.ts', code);
    expect(result.failed).toBe(true);
    expect(result.output).toContain('noRestrictedImports');
  });

  it("refuse the contracts' main entry anywhere in the app, and let a domain's entry through", () => {
    const main = "import { messages } from '@kaksha/contracts';\n\nexport const x = messages;\n";
    for (const where of ['.', 'features', 'areas/admin', 'lib']) {
      const result = lint(where, 'probe.ts', main);
      expect(result.failed, `main entry in ${where}`).toBe(true);
      expect(result.output).toContain("Import from the domain's entry");
    }
    const domain = "import { messages } from '@kaksha/contracts/messages';\n\nexport const x = messages;\n";
    expect(lint('features', 'probe.ts', domain)).toMatchObject({ failed: false });
  });

  it('refuse a file name that is not kebab-case', () => {
    const result = lint('features', 'BadName.ts', 'export const x = 1;\n');
    expect(result.failed).toBe(true);
    expect(result.output).toContain('useFilenamingConvention');
  });
});
