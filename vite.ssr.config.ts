import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server render of the same app (src/client/entry-server.tsx), built beside dist/client; the
// server's SPA plugin loads it from there. Libraries are bundled in, so it needs no node_modules.
export default defineConfig({
  root: 'src/client',
  plugins: [react()],
  ssr: { noExternal: true },
  build: {
    ssr: 'entry-server.tsx',
    outDir: '../../dist/server-render',
    emptyOutDir: true,
    sourcemap: true,
  },
});
