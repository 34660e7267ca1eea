// Preloaded by `npm run check:boundaries`. dependency-cruiser reads TypeScript with the
// TypeScript compiler's JS API, which TypeScript 7 no longer has, or with swc, which it asks for
// plain TypeScript syntax only: JSX in a .tsx file is then a syntax error. This turns swc's TSX
// syntax on for .tsx files, so every file of src/ is read (imports of types included).
const swc = require('@swc/core');

const parseFileSync = swc.parseFileSync;
swc.parseFileSync = (file, options) =>
  parseFileSync(file, String(file).endsWith('.tsx') ? { ...options, tsx: true } : options);
