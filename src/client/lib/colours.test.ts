import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * White text on the theme's filled buttons and badges must reach WCAG AA for normal text (4.5:1).
 * The colours are read from the real theme: src/client/styles.css (@theme) over Tailwind's defaults.
 */

const clientDir = path.resolve('src/client');

function themeColours(): Map<string, string> {
  const colours = new Map<string, string>();
  const tailwindTheme = createRequire(import.meta.url).resolve('tailwindcss/theme.css');
  for (const file of [tailwindTheme, path.join(clientDir, 'styles.css')]) {
    for (const match of readFileSync(file, 'utf8').matchAll(/--color-([a-z]+-\d+):\s*([^;]+);/g)) {
      if (match[1] && match[2]) colours.set(match[1], match[2].trim());
    }
  }
  return colours;
}

/** sRGB channels 0..1 of '#rrggbb' or 'oklch(L% C H)'. */
function toRgb(value: string): [number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(value);
  if (hex?.[1]) {
    const n = Number.parseInt(hex[1], 16);
    return [(n >> 16) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
  }
  const oklch = /^oklch\(([\d.]+)%\s+([\d.]+)\s+([\d.]+)\)$/.exec(value);
  if (!oklch) throw new Error(`unsupported colour ${value}`);
  const l = Number(oklch[1]) / 100;
  const c = Number(oklch[2]);
  const h = (Number(oklch[3]) * Math.PI) / 180;
  const a = c * Math.cos(h);
  const b = c * Math.sin(h);
  // OKLab -> linear sRGB (Björn Ottosson's matrices), then gamma-encode.
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
    -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
    -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_,
  ];
  const encoded = linear.map((x) => {
    const v = Math.min(1, Math.max(0, x));
    return v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055;
  });
  return [encoded[0] ?? 0, encoded[1] ?? 0, encoded[2] ?? 0];
}

function luminance(value: string): number {
  const [r, g, b] = toRgb(value).map((v) =>
    v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours. */
function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** The WCAG contrast ratio of white text on this background. */
function whiteContrast(background: string): number {
  return contrast('#ffffff', background);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') || (file.endsWith('.ts') && !file.endsWith('.test.ts')))
    .map((file) => path.join(dir, file));
}

/** Every `bg-<colour>-<shade>` (also hover:/active:) of class strings that set white text. */
function whiteTextBackgrounds(): { where: string; token: string }[] {
  const found: { where: string; token: string }[] = [];
  for (const file of sourceFiles(clientDir)) {
    const source = readFileSync(file, 'utf8');
    for (const literal of source.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      const text = literal[1] ?? literal[2] ?? literal[3] ?? '';
      if (!/(^|\s)text-white(\s|$)/.test(text)) continue;
      for (const bg of text.matchAll(/(?:^|\s)(?:(?:hover|active):)?bg-([a-z]+-\d{3})(?=\s|$)/g)) {
        if (bg[1]) found.push({ where: path.relative(clientDir, file), token: bg[1] });
      }
    }
  }
  return found;
}

describe('theme colours with white text', () => {
  const colours = themeColours();

  it('computes contrast like WCAG (the issue measured #f85c3a at 3.18:1)', () => {
    expect(whiteContrast('#f85c3a')).toBeCloseTo(3.19, 1);
    expect(whiteContrast('#000000')).toBeCloseTo(21, 5);
    expect(whiteContrast('#ffffff')).toBeCloseTo(1, 5);
  });

  it('the accent coral of Play / Join / Create buttons reaches 4.5:1', () => {
    const button = readFileSync(path.join(clientDir, 'components/ui/button.tsx'), 'utf8');
    const accent = /accent: '([^']+)'/.exec(button)?.[1] ?? '';
    const backgrounds = [...accent.matchAll(/bg-([a-z]+-\d{3})/g)].map((m) => m[1] ?? '');
    expect(backgrounds).toEqual(['coral-500', 'coral-600', 'coral-700']);
    for (const token of backgrounds) {
      const value = colours.get(token) ?? '';
      expect(whiteContrast(value), `${token} ${value}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('every filled background that carries white text reaches 4.5:1', () => {
    const found = whiteTextBackgrounds();
    expect(found.length).toBeGreaterThan(20);
    const failing = found
      .filter(({ token }) => {
        const value = colours.get(token);
        if (!value) throw new Error(`unknown colour ${token}`);
        return whiteContrast(value) < 4.5;
      })
      .map(
        ({ where, token }) =>
          `${where}: bg-${token} ${whiteContrast(colours.get(token) ?? '').toFixed(2)}:1`,
      );
    expect([...new Set(failing)]).toEqual([]);
  });
});

describe('theme colours of text on tinted surfaces', () => {
  const colours = themeColours();
  const colour = (token: string) => {
    const value = colours.get(token);
    if (!value) throw new Error(`unknown colour ${token}`);
    return value;
  };

  it('secondary text (slate-500) reaches 4.5:1 on white and on every tinted surface it sits on', () => {
    const surfaces = ['sand-50', 'sand-100', 'ocean-50', 'coral-50', 'slate-50', 'slate-100'];
    const ratios = Object.fromEntries(
      ['#ffffff', ...surfaces.map(colour)].map((background, index) => [
        index === 0 ? 'white' : surfaces[index - 1],
        Number(contrast(colour('slate-500'), background).toFixed(2)),
      ]),
    );
    for (const [surface, ratio] of Object.entries(ratios)) {
      expect(ratio, `slate-500 on ${surface}`).toBeGreaterThanOrEqual(4.5);
    }
    // Still lighter than slate-600: the two shades stay apart.
    expect(luminance(colour('slate-500'))).toBeGreaterThan(luminance(colour('slate-600')) * 1.3);
  });

  it("the toasts' text colours reach 4.5:1 on their backgrounds", () => {
    const css = readFileSync(path.join(clientDir, 'styles.css'), 'utf8');
    const toasts =
      /html \[data-sonner-toaster\]\[data-sonner-theme="light"\] \{([^}]*)\}/.exec(css)?.[1] ?? '';
    const variable = (name: string) =>
      new RegExp(`--${name}: var\\(--color-([a-z]+-\\d+)\\);`).exec(toasts)?.[1] ?? '';
    for (const kind of ['success', 'info', 'warning', 'error']) {
      const text = variable(`${kind}-text`);
      const background = variable(`${kind}-bg`);
      expect(text && background, `${kind} colours set in styles.css`).toBeTruthy();
      expect(
        contrast(colour(text), colour(background)),
        `${kind}: ${text} on ${background}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });
});
