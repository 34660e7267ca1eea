/**
 * Avatars of the demo influencers, drawn as SVG by code: a head-and-shoulders portrait on a
 * gradient backdrop (skin, hair style and colour, shirt, accessories per influencer). Nothing
 * external is referenced; the name is the SVG's title.
 */

import type { AvatarLook, HairStyle } from './influencers-data';
import { escapeXml, type RenderedSvg } from './product-art';

const SIZE = 400;

function safeColor(value: string, fallback: string): string {
  return /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : fallback;
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes `b` into `a` by t (0 = a, 1 = b). */
function mix(a: string, b: string, t: number): string {
  const ca = rgb(a);
  const cb = rgb(b);
  const out = ca.map((v, i) => Math.round(v + ((cb[i] ?? 0) - v) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
const darken = (c: string, t: number) => mix(c, '#000000', t);
const lighten = (c: string, t: number) => mix(c, '#ffffff', t);

/** A short, stable id prefix so the gradients of two inlined SVGs never clash. */
function idPrefix(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return `v${(h >>> 0).toString(36)}`;
}

/** Hair drawn behind the head and neck (long styles fall to the shoulders). */
function backHair(style: HairStyle, hair: string): string {
  switch (style) {
    case 'long':
      return `<path d="M118 190C108 110 150 78 200 78C252 78 294 112 284 190L294 330C272 344 240 340 232 304L168 304C160 340 128 344 106 330Z" fill="${hair}"/>`;
    case 'wavy':
      return `<path d="M120 190C110 112 152 80 200 80C250 80 292 112 282 190C290 220 300 246 288 270C296 290 280 306 262 300C250 310 236 300 232 288L168 288C164 300 150 310 138 300C120 306 104 290 112 270C100 246 110 220 120 190Z" fill="${hair}"/>`;
    case 'bob':
      return `<path d="M120 200C110 112 154 82 200 82C246 82 290 112 280 200L284 264C262 276 238 270 230 258L170 258C162 270 138 276 116 264Z" fill="${hair}"/>`;
    case 'ponytail':
      return `<ellipse cx="288" cy="206" rx="20" ry="60" fill="${hair}" transform="rotate(-12 288 206)"/>`;
    case 'curly':
      return `<ellipse cx="200" cy="170" rx="98" ry="92" fill="${hair}"/>`;
    default:
      return '';
  }
}

/** Hair drawn over the head: the hairline, fringe or crown of each style. */
function frontHair(style: HairStyle, hair: string): string {
  const shine = lighten(hair, 0.18);
  switch (style) {
    case 'short':
      return `<path d="M128 178C122 110 160 86 200 86C246 86 280 112 272 178C262 140 236 124 200 124C166 124 138 140 128 178Z" fill="${hair}"/><path d="M168 98C188 92 214 92 232 100" stroke="${shine}" stroke-width="5" fill="none" stroke-linecap="round" opacity=".6"/>`;
    case 'buzz':
      return `<path d="M132 160C134 112 166 94 200 94C236 94 266 112 268 160C252 134 230 122 200 122C170 122 148 134 132 160Z" fill="${hair}" opacity=".9"/>`;
    case 'long':
    case 'wavy':
      return `<path d="M128 178C124 112 164 84 204 86C246 88 278 118 272 178C258 134 232 118 206 112C186 130 158 142 128 178Z" fill="${hair}"/><path d="M186 96C200 92 222 94 238 104" stroke="${shine}" stroke-width="5" fill="none" stroke-linecap="round" opacity=".55"/>`;
    case 'bob':
      return `<path d="M130 172C128 110 166 88 200 88C234 88 272 110 270 172C242 152 158 152 130 172Z" fill="${hair}"/>`;
    case 'bun':
      return `<circle cx="200" cy="80" r="30" fill="${hair}"/><path d="M130 170C128 114 164 92 200 92C236 92 272 114 270 170C256 136 232 122 200 122C168 122 144 136 130 170Z" fill="${hair}"/>`;
    case 'ponytail':
      return `<path d="M130 172C128 112 166 90 200 90C236 90 272 112 270 172C256 134 232 120 200 120C168 120 144 134 130 172Z" fill="${hair}"/><rect x="266" y="140" width="16" height="12" rx="4" fill="${darken(hair, 0.3)}"/>`;
    case 'curly': {
      const curls: string[] = [];
      for (let i = 0; i <= 8; i++) {
        const angle = Math.PI * (1.05 + (0.9 * i) / 8);
        const x = Math.round(200 + 76 * Math.cos(angle));
        const y = Math.round(150 + 62 * Math.sin(angle));
        curls.push(`<circle cx="${x}" cy="${y}" r="24" fill="${hair}"/>`);
      }
      return curls.join('');
    }
  }
}

/** A portrait avatar, 400×400. */
export function renderInfluencerAvatar(input: { name: string; look: AvatarLook }): RenderedSvg {
  const { look } = input;
  const skin = safeColor(look.skin, '#e0ac85');
  const hair = safeColor(look.hair, '#3d2a1f');
  const shirt = safeColor(look.shirt, '#3f8fd2');
  const from = safeColor(look.backdrop[0], '#ffe0b2');
  const to = safeColor(look.backdrop[1], '#ff8a65');
  const has = (accessory: string) => look.accessories?.includes(accessory as never) ?? false;
  const id = idPrefix(`${input.name}|${skin}|${hair}|${shirt}|${from}|${to}`);
  const skinShade = darken(skin, 0.12);
  const ink = darken(skin, 0.55);

  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img">`,
    `<title>${escapeXml(input.name)}</title>`,
    `<defs><linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<linearGradient id="${id}-shirt" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(shirt, 0.08)}"/><stop offset="1" stop-color="${darken(shirt, 0.12)}"/></linearGradient></defs>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#${id}-bg)"/>`,
    `<circle cx="318" cy="84" r="118" fill="#ffffff" opacity=".16"/>`,
    `<circle cx="62" cy="352" r="90" fill="#ffffff" opacity=".1"/>`,
    backHair(look.hairStyle, hair),
    // Neck, then the shirt with a round neckline over it.
    `<rect x="172" y="226" width="56" height="80" rx="20" fill="${skinShade}"/>`,
    `<path d="M60 400C64 334 116 298 166 292Q200 322 234 292C284 298 336 334 340 400Z" fill="url(#${id}-shirt)"/>`,
    `<path d="M166 292Q200 322 234 292" stroke="${darken(shirt, 0.25)}" stroke-width="4" fill="none"/>`,
    // Ears and head.
    `<ellipse cx="131" cy="192" rx="13" ry="19" fill="${skinShade}"/>`,
    `<ellipse cx="269" cy="192" rx="13" ry="19" fill="${skinShade}"/>`,
    `<ellipse cx="200" cy="180" rx="70" ry="82" fill="${skin}"/>`,
  ];
  if (has('earrings')) {
    parts.push(
      `<circle cx="131" cy="216" r="5" fill="#f4c542"/><circle cx="269" cy="216" r="5" fill="#f4c542"/>`,
    );
  }
  // Face: brows, eyes, nose, cheeks.
  parts.push(
    `<path d="M158 158Q173 149 188 157M212 157Q227 149 242 158" stroke="${darken(hair, 0.1)}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    `<ellipse cx="174" cy="182" rx="6.5" ry="7.5" fill="#2b2320"/><ellipse cx="226" cy="182" rx="6.5" ry="7.5" fill="#2b2320"/>`,
    `<circle cx="176" cy="179" r="2" fill="#ffffff"/><circle cx="228" cy="179" r="2" fill="#ffffff"/>`,
    `<path d="M200 192Q193 212 199 216Q205 218 209 214" stroke="${ink}" stroke-width="3" fill="none" stroke-linecap="round" opacity=".6"/>`,
    `<circle cx="160" cy="212" r="11" fill="#ff8a80" opacity=".28"/><circle cx="240" cy="212" r="11" fill="#ff8a80" opacity=".28"/>`,
  );
  if (has('beard')) {
    parts.push(
      `<path d="M134 198C138 256 168 268 200 268C232 268 262 256 266 198C258 228 238 238 200 238C162 238 142 228 134 198Z" fill="${hair}" opacity=".92"/>`,
    );
  }
  // A smile with teeth.
  parts.push(
    `<path d="M178 228Q200 252 222 228Q200 236 178 228Z" fill="#7a2e2e"/>`,
    `<path d="M183 230Q200 236 217 230L215 234Q200 239 185 234Z" fill="#ffffff"/>`,
    frontHair(look.hairStyle, hair),
  );
  if (has('cap')) {
    const cap = darken(to, 0.35);
    parts.push(
      `<path d="M126 152C126 98 166 78 200 78C236 78 274 98 274 152Z" fill="${cap}"/>`,
      `<path d="M196 148C232 140 292 142 318 158C298 168 240 166 196 162Z" fill="${darken(cap, 0.2)}"/>`,
      `<circle cx="200" cy="82" r="6" fill="${darken(cap, 0.2)}"/>`,
    );
  }
  if (has('glasses')) {
    parts.push(
      `<g stroke="#2f2f2f" stroke-width="4" fill="#ffffff" fill-opacity=".15"><circle cx="174" cy="182" r="19"/><circle cx="226" cy="182" r="19"/></g>`,
      `<path d="M193 180Q200 175 207 180M155 178L134 172M245 178L266 172" stroke="#2f2f2f" stroke-width="4" fill="none"/>`,
    );
  }
  if (has('sunglasses')) {
    parts.push(
      `<rect x="150" y="166" width="44" height="30" rx="11" fill="#1c1c1c"/><rect x="206" y="166" width="44" height="30" rx="11" fill="#1c1c1c"/>`,
      `<path d="M194 176Q200 171 206 176M150 174L134 170M250 174L266 170" stroke="#1c1c1c" stroke-width="4" fill="none"/>`,
      `<path d="M158 174L170 186M214 174L226 186" stroke="#ffffff" stroke-width="3" opacity=".35"/>`,
    );
  }
  if (has('headphones')) {
    parts.push(
      `<path d="M122 184C118 88 282 88 278 184" stroke="#2b2b2b" stroke-width="12" fill="none" stroke-linecap="round"/>`,
      `<rect x="110" y="164" width="26" height="52" rx="11" fill="#2b2b2b"/><rect x="264" y="164" width="26" height="52" rx="11" fill="#2b2b2b"/>`,
    );
  }
  parts.push('</svg>');
  return { svg: parts.join(''), width: SIZE, height: SIZE };
}
