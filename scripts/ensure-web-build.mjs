// Builds the web app when there is no build yet or what it is built from changed since the last
// one, so `npm start` on a fresh checkout serves the real product.
import { buildIfStale, SHARED_SOURCES } from './build-if-stale.mjs';

buildIfStale({
  name: 'Web app',
  built: 'apps/web/dist/index.html',
  sources: [
    ...SHARED_SOURCES,
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/postcss.config.cjs',
    'apps/web/tsconfig.json',
    'apps/web/package.json',
  ],
  command: ['npm', 'run', 'build', '-w', 'apps/web', '--silent'],
});
