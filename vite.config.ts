import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.PORT ?? 3000);

// The SPA lives in src/client and is built to dist/client, which the Fastify server serves.
export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // index.html's entry and preloads and each route's chunks, for the JS budget (npm run bench).
    manifest: true,
    rolldownOptions: {
      output: {
        // Only the framework every page needs has its own chunk (it changes least, so it stays
        // cached across releases). Every other library is left to the natural split, so it lands
        // in the chunks of the pages that import it: a first visit to /home downloads no forms,
        // dialogs or payment code.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            // zod with the module that switches its JIT off (lib/zod-jitless.ts): in one chunk,
            // the switch runs before any schema of ours is built.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]lib[\\/]zod-jitless\.ts$/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, ws: true },
      '/healthz': `http://127.0.0.1:${apiPort}`,
    },
  },
});
