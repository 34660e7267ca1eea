import { Component, type ReactNode, Suspense } from 'react';

/**
 * Hydration in parts (decision 0045). Preact hydrates a page in one synchronous pass, and on a
 * phone a long page (the home rows, the landing's sections) makes that pass one long task
 * that blocks input. A part wrapped in `HydrateLater` keeps the server's markup untouched during
 * that pass (it suspends: Preact leaves the DOM of a component that suspends while hydrating as it
 * is) and is hydrated afterwards, one part per task, in page order; any input (a pointer, a key,
 * focus) hydrates every part left at once, before the click it starts arrives. Parts nest: a part
 * inside another waits for its own task once the outer one is hydrated (decision 0046), so the
 * header, a page's top and each of its rows are tasks of their own.
 *
 * The wrapped element must render exactly one root element (a `<section>`, a `<footer>`): that is
 * the markup Preact keeps. On the server and in a page rendered in the browser alone (a client-side
 * navigation) it renders its children as they are.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}

interface Waiting {
  promise: Promise<void>;
  open(): void;
  opened: boolean;
  /** The part's text in the server's markup, read as it opens. */
  serverText?: string;
}

/** Preact's internal names (as preact/debug uses them): a component's vnode and its DOM. */
interface InternalComponent {
  __v?: { __e?: Node | null };
}

/** From the page's hydration pass until every part is hydrated, or until the first input. */
let hydrating = false;
const waiting: Array<{ part: Waiting; gate: InternalComponent }> = [];
let onPartText: ((server: string, browser: string) => void) | undefined;

class Gate extends Component<{ children: ReactNode }> {
  /** Set when this part was first rendered while the page was being hydrated. */
  private readonly wait: Waiting | null = hydrating ? queue(this as InternalComponent) : null;

  // Preact counts the render that suspended as the mount, so the part's first render after it
  // opens arrives as an update.
  override componentDidUpdate() {
    // The part's first render is in the DOM, before any of its effects ran: its text must be the
    // server's (a text Preact rewrote while hydrating is a mismatch, as in the page's first pass).
    const wait = this.wait;
    if (wait?.serverText === undefined) return;
    const text = (this as InternalComponent).__v?.__e?.textContent;
    if (text != null) onPartText?.(wait.serverText, text);
    wait.serverText = undefined;
  }

  override render() {
    if (this.wait && !this.wait.opened) throw this.wait.promise;
    return this.props.children;
  }
}

function queue(gate: InternalComponent): Waiting {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  const item: Waiting = {
    promise,
    opened: false,
    open() {
      // While it waits, Preact keeps the server's element of the part as the part's DOM.
      item.serverText = gate.__v?.__e?.textContent ?? undefined;
      item.opened = true;
      resolve();
    },
  };
  waiting.push({ part: item, gate });
  return item;
}

const INPUT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs the page's hydration pass (`hydrate`) with the parts marked `HydrateLater` left for later,
 * then hydrates them one per task, the parts found inside a part included. The pass ends with its
 * task, not with `hydrate`: a part of the page that suspends while hydrating (its code or data
 * already at hand) resumes in the same task's microtasks, and its `HydrateLater` parts are left for
 * later too. Resolves when every part is hydrated. `checkText` gets each part's text in the server's
 * markup and in its first browser render.
 */
export async function hydrateInParts(
  hydrate: () => void,
  checkText?: (server: string, browser: string) => void,
): Promise<void> {
  hydrating = true;
  onPartText = checkText;
  try {
    hydrate();
  } catch (error) {
    hydrating = false;
    onPartText = undefined;
    throw error;
  }
  // Any input hydrates every part at once: the ones waiting, and the ones they hold (from here on a
  // part renders as it is found).
  const openAll = () => {
    hydrating = false;
    for (const { part } of waiting.splice(0)) part.open();
  };
  for (const type of INPUT_EVENTS) {
    window.addEventListener(type, openAll, { capture: true, once: true, passive: true });
  }
  await nextTask();
  // A part renders in this task's microtasks and queues the parts inside it; the next part gets a
  // task of its own.
  for (let next = waiting.shift(); next; next = waiting.shift()) {
    next.part.open();
    await nextTask();
  }
  hydrating = false;
  onPartText = undefined;
  for (const type of INPUT_EVENTS) window.removeEventListener(type, openAll, { capture: true });
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
