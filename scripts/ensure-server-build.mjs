// Builds the server when there is no build yet or what it is built from changed since the last
// one, so `npm install && npm start` on a fresh machine runs compiled JavaScript.
import path from 'node:path';
import { buildIfStale, root, SHARED_SOURCES } from './build-if-stale.mjs';

buildIfStale({
  name: 'Server',
  built: 'apps/server/dist/main.js',
  sources: [...SHARED_SOURCES, 'apps/server/src', 'apps/server/package.json', 'scripts/build-server.mjs'],
  command: [process.execPath, path.join(root, 'scripts/build-server.mjs')],
});
