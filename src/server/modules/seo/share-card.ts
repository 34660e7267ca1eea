import sharp, { type OverlayOptions } from 'sharp';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '../../../shared/page-meta';

const WIDTH = SHARE_IMAGE_WIDTH;
const HEIGHT = SHARE_IMAGE_HEIGHT;
/** The picture takes the left square; the text the rest. */
const PANEL = HEIGHT;
const FONT = "'DejaVu Sans', 'Helvetica Neue', Helvetica, Arial, sans-serif";

export interface ShareCard {
  /** The product's or influencer's picture (SVG or raster bytes); none draws a text-only card. */
  picture: Uint8Array | null;
  /** Avatars are cut round and centred; product shots fill the square. */
  round?: boolean;
  /** Small capitals above the title: 'SUNGLASSES', 'FITNESS · LAGUNA BEACH'. */
  kicker: string;
  title: string;
  subtitle?: string | undefined;
  /** The big figure: the price, the followers. */
  highlight?: string | undefined;
  /** The coral pill under it: 'Play for it with a $1 entry'. */
  badge?: string | undefined;
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/**
 * Splits text into at most `maxLines` lines of about `width` pixels at this font size (an average
 * glyph is taken as 0.58 em: the card's fonts are not measured), the last cut with an ellipsis.
 */
export function wrapText(text: string, width: number, size: number, maxLines: number): string[] {
  const perLine = Math.max(4, Math.floor(width / (size * 0.58)));
  const lines: string[] = [];
  let current = '';
  for (const word of text.replace(/\s+/g, ' ').trim().split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= perLine) {
      current = next;
      continue;
    }
    if (current) lines.push(current);
    current = word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word;
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${last.slice(0, Math.max(1, perLine - 1)).replace(/\s+$/, '')}…`;
  return kept;
}

function textOverlay(card: ShareCard, left: number): string {
  const width = WIDTH - left - 70;
  const parts: string[] = [];
  let y = 120;
  parts.push(
    `<text x="${left}" y="${y}" font-size="24" font-weight="700" letter-spacing="4" fill="#fda58f">${escapeXml(card.kicker.toUpperCase())}</text>`,
  );
  y += 70;
  for (const line of wrapText(card.title, width, 54, card.subtitle ? 2 : 3)) {
    parts.push(
      `<text x="${left}" y="${y}" font-size="54" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    );
    y += 64;
  }
  if (card.subtitle) {
    for (const line of wrapText(card.subtitle, width, 32, 2)) {
      parts.push(
        `<text x="${left}" y="${y}" font-size="32" fill="#cfe3ec">${escapeXml(line)}</text>`,
      );
      y += 42;
    }
  }
  if (card.highlight) {
    y = Math.max(y + 40, 420);
    // Shrunk to fit the column: '$1,249.00' and '1.2M followers' both stay whole.
    const size = Math.min(72, Math.floor(width / (card.highlight.length * 0.62)));
    parts.push(
      `<text x="${left}" y="${y}" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(card.highlight)}</text>`,
    );
  }
  if (card.badge) {
    const badgeWidth = Math.min(width, Math.round(card.badge.length * 28 * 0.64) + 48);
    parts.push(
      `<rect x="${left}" y="478" width="${badgeWidth}" height="52" rx="26" fill="#f85c3a"/>`,
      `<text x="${left + 24}" y="513" font-size="28" font-weight="700" fill="#ffffff">${escapeXml(card.badge)}</text>`,
    );
  }
  parts.push(
    `<text x="${left}" y="${HEIGHT - 40}" font-size="26" font-weight="700" fill="#ffffff">Social Market<tspan dx="12" font-weight="400" fill="#9fc3d3">· Laguna Beach</tspan></text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" font-family="${FONT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0f3a50"/>
      <stop offset="1" stop-color="#0a2535"/>
    </linearGradient>
    <radialGradient id="glow" cx="1" cy="0" r="0.7">
      <stop offset="0" stop-color="#f85c3a" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#f85c3a" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
  ${parts.join('\n  ')}
</svg>`;
}

/** The picture as a PANEL×PANEL PNG (a round avatar on the sand backdrop), or null if unreadable. */
async function picturePanel(bytes: Uint8Array, round: boolean): Promise<Buffer | null> {
  try {
    if (!round) {
      return await sharp(bytes, { limitInputPixels: 40_000_000 })
        .resize(PANEL, PANEL, { fit: 'cover' })
        .png()
        .toBuffer();
    }
    const size = 440;
    const mask = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}"/></svg>`,
    );
    const avatar = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .resize(size, size, { fit: 'cover' })
      .composite([{ input: mask, blend: 'dest-in' }])
      .png()
      .toBuffer();
    return await sharp({
      create: { width: PANEL, height: PANEL, channels: 4, background: '#f4ede3' },
    })
      .composite([{ input: avatar, left: (PANEL - size) / 2, top: (PANEL - size) / 2 }])
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

/** Draws the 1200×630 PNG: the picture on the left, the words composed in on the right. */
export async function renderShareCard(card: ShareCard): Promise<Buffer> {
  const panel = card.picture ? await picturePanel(card.picture, card.round ?? false) : null;
  const left = panel ? PANEL + 60 : 80;
  const layers: OverlayOptions[] = [{ input: Buffer.from(textOverlay(card, left)) }];
  if (panel) layers.push({ input: panel, left: 0, top: 0 });
  // The card is opaque: no alpha channel to send.
  return sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#0f3a50' },
  })
    .composite(layers)
    .removeAlpha()
    .png({ compressionLevel: 8 })
    .toBuffer();
}
