import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The server's module boundaries are lint rules (biome.json). These write a probe module where a
 * real one would stand, lint its file with the repository's configuration, and read the verdict.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const modules = path.join(root, 'apps/server/src/modules');
const biome = path.join(root, 'node_modules/@biomejs/biome/bin/biome');
const probeDir = path.join(modules, `lint-probe-${process.pid}`);

function lint(name: string, code: string) {
  mkdirSync(probeDir, { recursive: true });
  const file = path.join(probeDir, name);
  writeFileSync(file, code);
  const run = spawnSync(process.execPath, [biome, 'lint', '--max-diagnostics=5', file], {
    cwd: root,
    encoding: 'utf8',
  });
  rmSync(file);
  return { failed: run.status !== 0, output: `${run.stdout}${run.stderr}` };
}

afterAll(() => rmSync(probeDir, { recursive: true, force: true }));

describe('server module boundaries', () => {
  it("refuse an import of another module's file", () => {
    const result = lint(
      'probe.ts',
      "import { addNotifications } from '../notifications/notify.ts';\n\nexport const x = addNotifications;\n",
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('noRestrictedImports');
    expect(result.output).toContain("only through that module's index.ts");
  });

  it("let a module use another's index.ts, its own files, db/, platform/ and http/", () => {
    const code = [
      "import { addNotifications } from '../notifications/index.ts';",
      "import { pageTable } from '../../db/list-page.ts';",
      "import { users } from '../../db/schema/index.ts';",
      "import { toCsvFile } from '../../platform/csv/csv-file.ts';",
      "import { notFound } from '../../http/errors.ts';",
      "import { y } from './y.ts';",
      '',
      'export const x = [addNotifications, pageTable, users, toCsvFile, notFound, y];',
      '',
    ].join('\n');
    expect(lint('probe.ts', code)).toMatchObject({ failed: false });
  });

  it('refuse a route file that imports the database', () => {
    const probes: [string, string][] = [
      ['routes.ts', '../../db/schema/index.ts'],
      ['student-routes.ts', '../../db/client.ts'],
      ['pdf-route.ts', 'drizzle-orm'],
    ];
    for (const [name, from] of probes) {
      const result = lint(name, `import * as database from '${from}';\n\nexport const x = database;\n`);
      expect(result.failed, `${name} importing ${from}`).toBe(true);
      expect(result.output).toContain('A route file holds no SQL');
    }
  });

  it("refuse a route file's cross-module import too", () => {
    const result = lint('routes.ts', "import { holds } from '../sessions/queries.ts';\n\nexport const x = holds;\n");
    expect(result.failed).toBe(true);
    expect(result.output).toContain("only through that module's index.ts");
  });

  it("refuse the contracts' main entry in a module and its routes", () => {
    for (const name of ['probe.ts', 'routes.ts']) {
      const result = lint(name, "import { messages } from '@kaksha/contracts';\n\nexport const x = messages;\n");
      expect(result.failed, name).toBe(true);
      expect(result.output).toContain("Import from the domain's entry");
    }
  });

  it('let a route file use its use cases, presenters and the list helpers', () => {
    const code =
      "import { presentPage } from '../../db/list-page.ts';\nimport { implement } from '../../http/implement.ts';\nimport { y } from './y.ts';\n\nexport const x = [presentPage, implement, y];\n";
    expect(lint('routes.ts', code)).toMatchObject({ failed: false });
  });
});
