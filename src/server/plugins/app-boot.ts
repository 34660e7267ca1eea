import { createHash } from 'node:crypto';
import { APP_BOOT_ID, MODULES_PRELOADED_EVENT } from '../../shared/app-boot';

/**
 * A server-rendered page asks for the app's code once its first screen has painted (decision
 * 0048). The page reads in full without its scripts; they make it interactive. Asked for with the
 * document, 40 module files on a phone's connection compete with the stylesheet and the first
 * pictures for the same bandwidth, and the largest paint waits for all of them.
 *
 * The script below, inline at the end of <body>, waits until the page's high-priority pictures
 * (the first screenful's, preloaded) have loaded or failed and the frames after them are shown,
 * then adds the app's entry and the module preloads the build wrote into the document. Any input
 * (a tap, a key, focus) starts them at once, and none of this waits longer than BOOT_DEADLINE_MS.
 * Once every preload is added it marks itself `data-preloaded` and sends MODULES_PRELOADED_EVENT:
 * the app waits for that before it imports the page's own code, so Vite's import helper finds
 * every link there and adds none itself (which it would, all in one task).
 * A button pressed before the app runs (a tab, 'Add to Cart') would do nothing in the server's
 * markup: the script keeps the last one pressed and presses it again once the page is hydrated
 * (`html[data-hydrated]`, set by main.tsx). Links and the browser's own controls work without the
 * app and are left alone.
 * It is the same text on every page, so the Content-Security-Policy allows it by its hash.
 */
const BOOT_DEADLINE_MS = 2500;
/** Starting a request costs the page's thread about 0.5 ms (more at a phone's speed): the page's
 * 30-odd modules are asked for a few at a time, each few in a task of its own. */
const PRELOADS_PER_TASK = 4;

export const APP_BOOT_SCRIPT = `(() => {
  const boot = document.currentScript;
  let started = false;
  const preloads = boot.dataset.preload.split(' ').filter(Boolean);
  const preloadSome = () => {
    for (const href of preloads.splice(0, ${PRELOADS_PER_TASK})) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (preloads.length > 0) setTimeout(preloadSome);
    else {
      boot.dataset.preloaded = '';
      boot.dispatchEvent(new Event('${MODULES_PRELOADED_EVENT}'));
    }
  };
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = boot.dataset.entry;
    document.head.append(script);
    preloadSome();
  };
  // Two frames on, and the first contentful paint on screen: the frame that shows the pictures is
  // presented (what the paint timings record), not only drawn.
  const presented = () =>
    !PerformanceObserver.supportedEntryTypes?.includes('paint') ||
    performance.getEntriesByName('first-contentful-paint').length > 0;
  let frames = 0;
  const afterPaint = () =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        frames += 1;
        if (frames >= 2 && presented()) start();
        else afterPaint();
      }),
    );
  const pictures = [...document.querySelectorAll('img[fetchpriority="high"]')].filter(
    (img) => !img.complete,
  );
  let waiting = pictures.length;
  if (waiting === 0) afterPaint();
  for (const img of pictures) {
    const done = () => {
      waiting -= 1;
      if (waiting === 0) afterPaint();
    };
    img.addEventListener('load', done, { once: true });
    img.addEventListener('error', done, { once: true });
  }
  const root = document.documentElement;
  let pressed = null;
  const keep = (event) => {
    const button =
      event.target instanceof Element &&
      event.target.closest('button, [role="button"], [role="tab"]');
    if (!button || button.closest('a')) return;
    event.preventDefault();
    event.stopPropagation();
    pressed = button;
  };
  addEventListener('click', keep, true);
  new MutationObserver((records, observer) => {
    if (!root.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    removeEventListener('click', keep, true);
    if (pressed?.isConnected) pressed.click();
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  for (const type of ['pointerdown', 'keydown', 'focusin']) {
    addEventListener(type, start, { capture: true, once: true, passive: true });
  }
  setTimeout(start, ${BOOT_DEADLINE_MS});
})();`;

/** The CSP source that allows APP_BOOT_SCRIPT and no other inline script. */
export const APP_BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(APP_BOOT_SCRIPT).digest('base64')}'`;

const MODULE_SCRIPT = /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * The document with its module script and module preloads taken out and the boot script, which
 * asks for them and for `pageModules` (the page's own chunks, as paths) after the first paint, at
 * the end of <body>. A document without a module script (none is built) is returned as it is.
 */
export function bootAfterPaint(document: string, pageModules: readonly string[] = []): string {
  const entries = [...document.matchAll(MODULE_SCRIPT)].map((match) => match[1]);
  const [entry] = entries;
  if (entry === undefined || entries.length > 1) return document;
  const preloads = [
    ...new Set([
      ...[...document.matchAll(MODULE_PRELOAD)].map((match) => match[1]),
      ...pageModules,
    ]),
  ];
  const boot = `<script id="${APP_BOOT_ID}" data-entry="${entry}" data-preload="${preloads.join(' ')}">${APP_BOOT_SCRIPT}</script>`;
  return document
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `${boot}</body>`);
}
