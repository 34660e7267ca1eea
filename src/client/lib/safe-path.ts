const probeOrigin = 'https://social-market.invalid';

/**
 * The in-app path to return to after signing in, taken from `?next=`. Only same-site paths are
 * honoured ('/cart', '/game/1?x=2'); anything that could leave the site ('//evil.test',
 * '/\evil.test', 'https://…', 'javascript:…') or is malformed falls back, closing the open-redirect hole.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next?.startsWith('/') || next.startsWith('//')) return fallback;
  // Browsers read '\' as '/', and strip tabs/newlines, so '/\evil' or '/\t/evil' would turn into '//evil'.
  for (const char of next) {
    if (char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f) return fallback;
  }
  try {
    const url = new URL(next, probeOrigin);
    if (url.origin !== probeOrigin) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** '/auth?next=…' for a page that needs a signed-in user. */
export function authPathFor(returnTo: string): string {
  return `/auth?next=${encodeURIComponent(returnTo)}`;
}
