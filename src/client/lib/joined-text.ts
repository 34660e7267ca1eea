import { options } from 'preact';

/**
 * Adjacent texts of one element as one text. `<p>Pay in {DELIVERY_TIME}, or play</p>` is three
 * texts to Preact but one text node in the server's HTML (the browser's parser joins them), so
 * hydration splits that node in three: a text change and two inserted nodes, each making the
 * browser lay the text out again after the page has painted. With the texts joined before Preact
 * sees them, the first render matches the server's node and hydration changes nothing. Nothing
 * (null, undefined, true, false) between two texts renders nothing, so it is joined over.
 */
export function joinAdjacentText(children: readonly unknown[]): unknown[] | null {
  if (!hasTextsToJoin(children)) return null;
  const joined: unknown[] = [];
  // Where in `joined` the last text is, while only nothing has followed it; else -1.
  let textAt = -1;
  for (const child of children) {
    if (isText(child)) {
      if (textAt >= 0) {
        joined.length = textAt + 1;
        joined[textAt] = `${joined[textAt] as string}${child}`;
      } else {
        textAt = joined.length;
        joined.push(child);
      }
      continue;
    }
    if (!isNothing(child)) textAt = -1;
    joined.push(child);
  }
  return joined;
}

/** Whether two texts meet with nothing but nothing between them (checked without allocating). */
function hasTextsToJoin(children: readonly unknown[]): boolean {
  let afterText = false;
  for (const child of children) {
    if (isText(child)) {
      if (afterText) return true;
      afterText = true;
    } else if (!isNothing(child)) afterText = false;
  }
  return false;
}

function isText(child: unknown): child is string | number | bigint {
  return typeof child === 'string' || typeof child === 'number' || typeof child === 'bigint';
}

function isNothing(child: unknown): boolean {
  return child === null || child === undefined || typeof child === 'boolean';
}

/** Joins adjacent texts of every element the app renders from here on (before hydrating). */
export function joinTextOfElements(): void {
  const previous = options.vnode;
  options.vnode = (vnode) => {
    if (typeof vnode.type === 'string') {
      const props = vnode.props as { children?: unknown };
      if (Array.isArray(props.children)) {
        const joined = joinAdjacentText(props.children);
        if (joined) props.children = joined.length === 1 ? joined[0] : joined;
      }
    }
    previous?.(vnode);
  };
}
