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
 * (`html[data-hydrated]`, set by main.tsx). From then on React itself replays what is pressed on a
 * part it has yet to hydrate. Links and the browser's own controls work without the
 * app and are left alone.
 * It is the same text on every page, so the Content-Security-Policy allows it by its hash.
 */
const BOOT_DEADLINE_MS = 2500;
/** Starting a request costs the page's thread about 0.5 ms (more at a phone's speed): the page's
 * 30-odd modules are asked for a few at a time, each few in a task of its own. */
const PRELOADS_PER_TASK = 4;

/** What the boot script is given, as its one argument. */
interface BootOptions {
  deadlineMs: number;
  preloadsPerTask: number;
  preloadedEvent: string;
}

/**
 * The boot script itself: typed and linted here, sent as its source text (`bootApp.toString()`),
 * so it may use nothing from outside its body but its argument and the browser's globals.
 */
function bootApp({ deadlineMs, preloadsPerTask, preloadedEvent }: BootOptions): void {
  const boot = document.currentScript as HTMLScriptElement;
  let started = false;
  const preloads = (boot.dataset.preload ?? '').split(' ').filter(Boolean);
  const preloadSome = (): void => {
    for (const href of preloads.splice(0, preloadsPerTask)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (preloads.length > 0) setTimeout(preloadSome);
    else {
      boot.dataset.preloaded = '';
      boot.dispatchEvent(new Event(preloadedEvent));
    }
  };
  const start = (): void => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = boot.dataset.entry ?? '';
    document.head.append(script);
    preloadSome();
  };
  // Two frames on, and the first contentful paint on screen: the frame that shows the pictures is
  // presented (what the paint timings record), not only drawn.
  const presented = (): boolean =>
    !PerformanceObserver.supportedEntryTypes?.includes('paint') ||
    performance.getEntriesByName('first-contentful-paint').length > 0;
  let frames = 0;
  const afterPaint = (): void => {
    requestAnimationFrame(() =>
      setTimeout(() => {
        frames += 1;
        if (frames >= 2 && presented()) start();
        else afterPaint();
      }),
    );
  };
  const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  let waiting = pictures.filter((img) => !img.complete).length;
  if (waiting === 0) afterPaint();
  for (const img of pictures) {
    if (img.complete) continue;
    const done = (): void => {
      waiting -= 1;
      if (waiting === 0) afterPaint();
    };
    img.addEventListener('load', done, { once: true });
    img.addEventListener('error', done, { once: true });
  }
  const root = document.documentElement;
  let pressed: HTMLElement | null = null;
  const keep = (event: MouseEvent): void => {
    const button =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>('button, [role="button"], [role="tab"]')
        : null;
    if (!button || button.closest('a')) return;
    event.preventDefault();
    event.stopPropagation();
    pressed = button;
  };
  addEventListener('click', keep, true);
  new MutationObserver((_records, observer) => {
    if (!root.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    removeEventListener('click', keep, true);
    if (!pressed?.isConnected) return;
    // Pressed again as a pointer presses it: some controls act on the press (Radix's menus on the
    // pointer's, its tabs on the mouse's), most on the click.
    pressed.dispatchEvent(
      new PointerEvent('pointerdown', {
        bubbles: true,
        cancelable: true,
        button: 0,
        pointerType: 'mouse',
        isPrimary: true,
      }),
    );
    pressed.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
    pressed.click();
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  for (const type of ['pointerdown', 'keydown', 'focusin']) {
    addEventListener(type, start, { capture: true, once: true, passive: true });
  }
  setTimeout(start, deadlineMs);
}

const BOOT_OPTIONS: BootOptions = {
  deadlineMs: BOOT_DEADLINE_MS,
  preloadsPerTask: PRELOADS_PER_TASK,
  preloadedEvent: MODULES_PRELOADED_EVENT,
};

/**
 * The script's text. The compiler that ran this file may have wrapped the function's inner
 * functions in its name-keeping helper (`__name(fn, "start")`, as tsx does): a no-op stand-in
 * for it comes first.
 */
export const APP_BOOT_SCRIPT = `(() => { const __name = (fn) => fn; (${bootApp.toString()})(${JSON.stringify(BOOT_OPTIONS)}); })();`;

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
