import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type Alias, defineConfig, type Plugin } from 'vite';

const apiPort = Number(process.env.PORT ?? 3000);

/**
 * React Router ships a production build beside the development one its package exports: the same
 * code with its development warnings switched off (a check on every route and every render). Our
 * builds use it; `npm run dev` keeps the warnings.
 */
export const productionRouter: Alias[] = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
    ),
  },
];

/** V8's explicit compile hint (Chrome 136 and later): the comment that opens a file. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Opens every chunk of the client build with V8's explicit compile hint (decision 0052): every
 * function of the chunk is compiled on a background thread while the file streams in, instead of
 * on the page's thread the first time it is called, in the middle of the hydration. Our chunks are
 * split by page, so most of what one holds runs when it loads. The hint counts only as a file's
 * first line, so it is added last, after minification and Vite's own preamble (`__vite__mapDeps`);
 * the source map gets an empty first line to match.
 */
function compileHints(): Plugin {
  return {
    name: 'social-market:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = COMPILE_HINT + chunk.code;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}

/**
 * Library warnings that do not concern this build, left out of its output by name (issue 41). Each
 * says why; anything else a build prints is ours to fix.
 */
const IGNORED_BUILD_LOGS: ((log: { code?: string; plugin?: string }) => boolean)[] = [
  // Tailwind's plugin turns src/client/styles.css into the generated CSS without a source map
  // (it makes one only with css.devSourcemap, and then Vite's own CSS plugin warns the same way).
  // No CSS source map is written by the build (the CSS is extracted to its own files, without
  // maps), so the map the warning calls broken does not exist; the JavaScript maps are unaffected.
  (log) => log.code === 'SOURCEMAP_BROKEN' && log.plugin === '@tailwindcss/vite:generate:build',
];

/** Common chunks smaller than this (source bytes, before minifying) are copied into their readers. */
const INLINED_COMMON_CHUNK_BYTES = 16 * 1024;

// The SPA lives in src/client and is built to dist/client, which the Fastify server serves.
export default defineConfig(({ command }) => ({
  root: 'src/client',
  publicDir: 'public',
  // React with Fast Refresh in `npm run dev` (JSX compiled to React's automatic runtime).
  plugins: [react(), tailwindcss(), compileHints()],
  resolve: { alias: command === 'build' ? productionRouter : [] },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // index.html's entry and preloads and each route's chunks, for the JS budget (npm run bench).
    manifest: true,
    rolldownOptions: {
      // What inlining common chunks needs: an entry's unused exports may go.
      preserveEntrySignatures: false,
      onLog(level, log, handler) {
        if (IGNORED_BUILD_LOGS.some((ignored) => ignored(log))) return;
        handler(level, log);
      },
      output: {
        // Only the framework every page needs has its own chunk (it changes least, so it stays
        // cached across releases). Every other library is left to the natural split, so it lands
        // in the chunks of the pages that import it: a first visit to /home downloads no forms,
        // dialogs or payment code.
        codeSplitting: {
          // The natural split leaves dozens of small chunks shared by a few pages (an icon, a
          // helper), and every file a page loads costs its thread a request: the small ones are
          // copied into the chunks that read them, with one state per module kept by Rolldown's
          // runtime (decision 0055). Style modules stay in files of their own, as Vite needs.
          experimentalInlineCommonChunks: {
            maxSize: INLINED_COMMON_CHUNK_BYTES,
            exclude: /\.css(\?|$)/,
          },
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
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
}));
