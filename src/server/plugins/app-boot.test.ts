import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { APP_BOOT_SCRIPT, APP_BOOT_SCRIPT_SOURCE, bootAfterPaint } from './app-boot';

const built = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-A1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/framework-B2.js">
<link rel="stylesheet" crossorigin href="/assets/index-C3.css">
<link rel="preload" as="image" href="/images/1.webp" fetchpriority="high">
<link rel="modulepreload" crossorigin href="/assets/product-page-D4.js">
<link rel="modulepreload" crossorigin href="/assets/framework-B2.js">
</head><body><div id="root"><h1>Tidepool Aviator</h1></div></body></html>`;

describe('bootAfterPaint', () => {
  it('takes the module script and preloads out and asks for them from the boot script', () => {
    const page = bootAfterPaint(built);
    expect(page).not.toMatch(/<script type="module"|rel="modulepreload"/);
    // The stylesheet and the picture's preload stay in the head.
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C3.css">');
    expect(page).toContain('<link rel="preload" as="image" href="/images/1.webp"');
    expect(page).toContain(
      `<script id="app-boot" data-entry="/assets/index-A1.js" data-preload="/assets/framework-B2.js /assets/product-page-D4.js">${APP_BOOT_SCRIPT}</script></body>`,
    );
  });

  it('leaves a document without exactly one module script as it is', () => {
    const plain = '<html><head></head><body><div id="root"></div></body></html>';
    expect(bootAfterPaint(plain)).toBe(plain);
  });

  it("is allowed by the CSP by its script's hash", () => {
    const hash = createHash('sha256').update(APP_BOOT_SCRIPT).digest('base64');
    expect(APP_BOOT_SCRIPT_SOURCE).toBe(`'sha256-${hash}'`);
  });
});
