import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server render of the same app (src/client/entry-server.tsx), built beside dist/client; the
// server's SPA plugin loads it from there. Libraries are bundled in, so it needs no node_modules.
export default defineConfig({
  root: 'src/client',
  plugins: [react()],
  ssr: { noExternal: true },
  // React's production build whatever NODE_ENV the server runs with (Vite leaves it to run time
  // in a server build, and `npm start` does not set it).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'entry-server.tsx',
    outDir: '../../dist/server-render',
    emptyOutDir: true,
    sourcemap: true,
  },
});
