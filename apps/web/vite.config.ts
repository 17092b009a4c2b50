import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './vite-plugins/precompress';

// The API (and the OpenAPI docs) run on the server; in development Vite forwards to it.
const apiTarget = process.env.VITE_PROXY_TARGET ?? 'http://localhost:8080';
const proxy = Object.fromEntries(
  ['/app-api', '/admin-api', '/api-docs'].map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]),
);

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    // Workspace packages expose their TypeScript sources under the `source` condition.
    conditions: ['source', ...defaultClientConditions],
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', test: /src[\\/](main\.tsx|features[\\/]auth[\\/]pages[\\/]login-page\.tsx)$/, priority: 3 },
            { name: 'member', test: /src[\\/](app[\\/]layouts[\\/]member-layout|features[\\/]profile[\\/]pages[\\/]profile-page)\.tsx$/, priority: 2 },
          ],
        },
      },
    },
  },
});
