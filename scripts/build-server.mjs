// Bundles the server to dist/server/main.js (dependencies stay in node_modules) and copies the
// SQL migrations beside it, where src/server/db/migrate.ts looks for them.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist/server', { recursive: true, force: true });
await build({
  // The invoice renderer is an entry of its own: the PDF thread loads it beside main.js.
  entryPoints: [
    'src/server/main.ts',
    'src/server/db/cli.ts',
    'src/server/modules/invoices/invoice-pdf.ts',
  ],
  outdir: 'dist/server',
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
