import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    // The API and uploaded files come from the Kaksha server in development.
    proxy: {
      '/api': { target: apiServer, changeOrigin: true },
      '/uploads': { target: apiServer, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: true },
      '/uploads': { target: apiServer, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/bundle-check.mjs reads the manifest to weigh each area with the chunks it imports.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // zod and the contracts in one named chunk: loaded by the areas and on the first sign-in attempt.
          // The zod-free route files (*-routes.ts) stay out of it: the sign-in page imports those.
          groups: [
            {
              // Everything the sign-in page loads before it runs, in one file: as a dozen small files
              // (React, Mantine's Box, Button, Input...) each compressed on its own, it weighed 4 KB more.
              name: 'sign-in',
              tags: ['$initial'],
              priority: 1,
            },
            {
              name: 'contracts',
              test: /node_modules[\\/]zod[\\/]|packages[\\/]contracts[\\/](?!src[\\/][a-z-]+-routes\.ts$)/,
              // Or the group would pull the route files in as dependencies of the contracts.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
