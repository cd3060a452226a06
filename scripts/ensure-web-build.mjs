// Builds the web app when there is no build yet or the sources changed since the last one,
// so `npm start` on a fresh checkout serves the real product.
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale({
  name: 'Web app',
  built: 'apps/web/dist/index.html',
  sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contracts/src'],
  command: ['npm', 'run', 'build', '-w', 'apps/web', '--silent'],
});
