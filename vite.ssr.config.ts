import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { productionRouter } from './vite.config.ts';

// The server render of the same app (src/client/entry-server.tsx), built beside dist/client; the
// server's SPA plugin loads it from there. Libraries are bundled in, so it needs no node_modules.
// React DOM's own static renderer (react-dom/static) writes the markup the browser hydrates.
export default defineConfig({
  root: 'src/client',
  plugins: [react()],
  resolve: { alias: productionRouter },
  ssr: { noExternal: true },
  // Production builds of the libraries whatever NODE_ENV the server runs with (Vite leaves it to
  // run time in a server build, and `npm start` does not set it).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'entry-server.tsx',
    outDir: '../../dist/server-render',
    emptyOutDir: true,
    sourcemap: true,
  },
});
