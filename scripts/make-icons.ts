/**
 * Makes the installed app's icons from the logo (src/client/public/favicon.svg) with sharp:
 * `npm run icons` writes src/client/public/icons/ (committed; run again when the logo changes).
 * - icon-<size>.png: the logo as it is, at the sizes browsers and stores ask for;
 * - maskable-<size>.png: the logo inside the 80% safe zone on the theme colour, for launchers that
 *   cut icons to their own shape;
 * - apple-touch-icon.png: 180 px on the theme colour (iOS does not take transparency).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const THEME = '#0f3a50';
const publicDir = path.resolve('src/client/public');
const outDir = path.join(publicDir, 'icons');
const logo = readFileSync(path.join(publicDir, 'favicon.svg'));

const render = (size: number) =>
  sharp(logo, { density: (72 * size) / 64 })
    .resize(size, size)
    .png();

async function onBackground(size: number, scale: number, file: string): Promise<void> {
  const inner = Math.round(size * scale);
  await sharp({ create: { width: size, height: size, channels: 4, background: THEME } })
    .composite([{ input: await render(inner).toBuffer(), gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, file));
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  for (const size of [48, 72, 96, 128, 144, 152, 192, 256, 384, 512]) {
    await render(size)
      .png({ compressionLevel: 9 })
      .toFile(path.join(outDir, `icon-${size}.png`));
  }
  for (const size of [192, 512]) await onBackground(size, 0.8, `maskable-${size}.png`);
  await onBackground(180, 1, 'apple-touch-icon.png');
}

await main();
