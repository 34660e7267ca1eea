import { Component, type ReactNode, Suspense } from 'react';

/**
 * Hydration in parts (decision 0045). Preact hydrates a page in one synchronous pass, and on a
 * phone a long page (the home rows, the landing's sections) makes that pass one long task
 * that blocks input. A part wrapped in `HydrateLater` keeps the server's markup untouched during
 * that pass (it suspends: Preact leaves the DOM of a component that suspends while hydrating as it
 * is) and is hydrated afterwards, one part per task, in page order; any input (a pointer, a key,
 * focus) hydrates every part left at once, before the click it starts arrives.
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
}

let hydrating = false;
const waiting: Waiting[] = [];

class Gate extends Component<{ children: ReactNode }> {
  /** Set when this part was first rendered by the hydration pass. */
  private readonly wait: Waiting | null = hydrating ? queue() : null;

  override render() {
    if (this.wait && !this.wait.opened) throw this.wait.promise;
    return this.props.children;
  }
}

function queue(): Waiting {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  const item: Waiting = {
    promise,
    opened: false,
    open() {
      item.opened = true;
      resolve();
    },
  };
  waiting.push(item);
  return item;
}

const INPUT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs the page's hydration pass (`hydrate`) with the parts marked `HydrateLater` left for later,
 * then hydrates them one per task. The pass ends with its task, not with `hydrate`: a part of the
 * page that suspends while hydrating (its code or data already at hand) resumes in the same task's
 * microtasks, and its `HydrateLater` parts are left for later too. Resolves when every part is
 * hydrated.
 */
export async function hydrateInParts(hydrate: () => void): Promise<void> {
  hydrating = true;
  try {
    hydrate();
  } catch (error) {
    hydrating = false;
    throw error;
  }
  await nextTask();
  hydrating = false;
  const parts = waiting.splice(0);
  if (parts.length === 0) return;

  const openAll = () => {
    for (const part of parts) if (!part.opened) part.open();
  };
  for (const type of INPUT_EVENTS) {
    window.addEventListener(type, openAll, { capture: true, once: true, passive: true });
  }
  for (const part of parts) {
    if (!part.opened) part.open();
    // The part renders in this task's microtasks; the next one gets a task of its own.
    await nextTask();
  }
  for (const type of INPUT_EVENTS) window.removeEventListener(type, openAll, { capture: true });
}

/** Resolves in a task of its own, after the current one (and its microtasks) ends. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
