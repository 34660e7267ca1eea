import { options } from 'preact';

/**
 * Preact's hydration, unlike React's, says nothing when the server's markup and the first browser
 * render differ: it quietly rewrites a text node, builds the element it could not find and drops
 * the ones left over. This module makes such a mismatch visible, in production builds too, as
 * React's `onRecoverableError` did: `console.error('Hydration error', ...)`, which the browser tests
 * fail on (decision 0043).
 *
 * Three signs, taken from the synchronous hydration pass, before any layout effect runs (the parts
 * it leaves for later, components/hydrate-later.tsx, get the first of them only):
 * - Preact's own mismatch hook (the one preact/debug uses): an element of the render had no
 *   element of its type in the server's markup;
 * - the text of the page changed (Preact rewrote a text node to what the browser rendered);
 * - an element was added to or removed from the server's markup.
 * Preact splitting one server text node in two (adjacent texts of one element) changes neither
 * the text nor any element, so it is not reported; lib/joined-text.ts joins such texts before the
 * first render, so it happens only where texts meet across a nested array.
 */

type Hook = (...args: never[]) => void;

/** Internal option hooks, under the names Preact's build gives them (as preact/debug uses them). */
interface InternalOptions {
  /** `_hydrationMismatch(vnode, excessDomChildren)`: a rendered element not found in the markup. */
  __m?: (vnode: { type: unknown }, excess: unknown) => void;
  /** `_commit(vnode, commitQueue)`: the render is in the DOM; layout effects run next. */
  __c?: Hook;
}

export function hydrateChecked(
  container: HTMLElement,
  hydrate: () => Promise<void>,
): Promise<void> {
  const internal = options as unknown as InternalOptions;
  const problems: string[] = [];
  const textBefore = container.textContent ?? '';
  const observer = new MutationObserver(() => {});
  observer.observe(container, { childList: true, subtree: true, characterData: true });
  let records = null as MutationRecord[] | null;
  let textAfter = textBefore;
  const take = () => {
    if (records !== null) return;
    records = observer.takeRecords();
    textAfter = container.textContent ?? '';
  };

  const previousMismatch = internal.__m;
  const previousCommit = internal.__c;
  internal.__m = (vnode, excess) => {
    problems.push(`the server's markup has no <${String(vnode.type)}> here`);
    previousMismatch?.(vnode, excess);
  };
  internal.__c = ((...args: never[]) => {
    take();
    (previousCommit as Hook | undefined)?.(...args);
  }) as Hook;
  let later: Promise<void>;
  try {
    later = hydrate();
  } finally {
    internal.__c = previousCommit;
    take();
    observer.disconnect();
  }

  if (textAfter !== textBefore) problems.push(textDifference(textBefore, textAfter));
  for (const record of records ?? []) {
    for (const node of record.addedNodes) {
      if (node instanceof Element) problems.push(`<${node.localName}> added`);
    }
    for (const node of record.removedNodes) {
      if (node instanceof Element) problems.push(`<${node.localName}> removed`);
    }
  }
  report(problems);
  // The parts hydrated later (components/hydrate-later.tsx) are checked by the mismatch hook alone:
  // by then effects change the page's text too, so a text difference no longer means a mismatch.
  const reported = problems.length;
  return later.finally(() => {
    internal.__m = previousMismatch;
    report(problems.slice(reported));
  });
}

function report(problems: string[]): void {
  if (problems.length > 0) {
    console.error('Hydration error: the page rendered differently in the browser', problems);
  }
}

/** Where the server's text and the browser's first render part, with a little of each. */
function textDifference(server: string, browser: string): string {
  let at = 0;
  while (at < server.length && server[at] === browser[at]) at++;
  const start = Math.max(0, at - 30);
  return `text differs: server "${server.slice(start, at + 50)}", browser "${browser.slice(start, at + 50)}"`;
}
