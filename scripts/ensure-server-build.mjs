// Builds the server when there is no build yet or its sources changed since the last one, so
// `npm install && npm start` on a fresh machine runs compiled JavaScript.
import path from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale({
  name: 'Server',
  built: 'apps/server/dist/main.js',
  sources: ['apps/server/src', 'apps/server/package.json', 'packages/contracts/src'],
  command: [process.execPath, path.join(root, 'scripts/build-server.mjs')],
});
