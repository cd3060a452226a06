// Builds the server to plain JavaScript (apps/server/dist/main.js) so production runs without a
// TypeScript loader. The contracts (TypeScript sources) are bundled in; npm packages stay
// external and load from node_modules. Migrations and seed assets are copied beside the bundle.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server');
const dist = path.join(server, 'dist');
const pkg = JSON.parse(fs.readFileSync(path.join(server, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@kaksha/'));

fs.rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(server, 'src/main.ts')],
  outfile: path.join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
fs.cpSync(path.join(server, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
fs.cpSync(path.join(server, 'src/seed/assets'), path.join(dist, 'assets'), { recursive: true });
console.log('Server built to apps/server/dist');
