import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { settled } from './helpers';
import {
  DESKTOP,
  inTabs,
  PHONE,
  routerPatterns,
  settle,
  VISITORS,
  type Visit,
  visitsFor,
  worldOf,
} from './route-tour';

/**
 * axe-core's WCAG 2.0 and 2.1 level A and AA rules over every route of the client router (the tour
 * phone-fit walks), signed out, as a shopper with real data, as a newcomer without a card and as an
 * admin past the PIN, with the dialogs and menus they open, at 390×844 and at 1280×800. A page fails
 * with one line per violation: the page, the rule, the element and what axe says is wrong. No rule
 * is disabled. Each page is loaded once and checked at both sizes (a resize between them); a page
 * with dialogs is loaded again at 1280 px, since its dialogs may have left it elsewhere. Each
 * visitor's pages are checked in two tabs at once (route-tour's inTabs).
 * A11Y_ONLY=<regexp> checks only the matching addresses; A11Y_SUMMARY=1 prints the number of
 * violating elements per page (the figure in docs/architecture.md).
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Finding {
  page: string;
  rule: string;
  target: string;
  summary: string;
}

/**
 * The violations on the page, or inside `scope` (an open dialog or menu: what is behind its overlay
 * is inert, and the page itself was checked before the dialog opened).
 */
async function axe(page: Page, label: string, scope?: string): Promise<Finding[]> {
  // Only violations are collected in full: passes and incomplete results are what makes axe slow.
  // Legacy mode runs axe.run() in the page itself; the default opens a blank page per check to
  // merge frames' results, and the shop has no frames.
  const builder = new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  if (scope) builder.include(scope);
  const results = await builder.analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      page: label,
      rule: violation.id,
      target: node.target.map(String).join(' > '),
      summary: (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').slice(0, 220),
    })),
  );
}

/**
 * One walk through the visitor's pages: each page and its dialogs are checked at 390×844, then
 * again at 1280×800 after a resize (the layout is CSS only: nothing reads the window's width), so
 * each page is loaded once for both screens.
 */
async function check(context: BrowserContext, visits: Visit[], label: string): Promise<Finding[]> {
  let checked = 0;
  const only = process.env.A11Y_ONLY ? new RegExp(process.env.A11Y_ONLY) : null;
  const findings = await inTabs(
    context,
    visits.filter((entry) => !only || only.test(entry.url)),
    async (page, visit) => {
      const found: Finding[] = [];
      await page.setViewportSize(PHONE);
      await page.goto(visit.url, { waitUntil: 'domcontentloaded' });
      for (const [screen, viewport] of SCREENS) {
        const where = `${label}@${screen} ${visit.url}`;
        if (viewport !== PHONE) {
          await page.setViewportSize(viewport);
          // Dialogs may have left the page elsewhere (another tab, picks made): start it afresh.
          if (visit.dialogs?.length) await page.goto(visit.url, { waitUntil: 'domcontentloaded' });
        }
        await settle(page);
        found.push(...(await axe(page, where)));
        checked += 1;
        for (const dialog of visit.dialogs ?? []) {
          const scope = await dialog.open(page);
          found.push(...(await axe(page, `${where} [${dialog.name}]`, scope)));
          checked += 1;
          await page.keyboard.press('Escape');
          await settled(page);
        }
      }
      return found;
    },
  );
  if (process.env.A11Y_SUMMARY) {
    const perPage = new Map<string, number>();
    for (const finding of findings) perPage.set(finding.page, (perPage.get(finding.page) ?? 0) + 1);
    const rules = new Map<string, number>();
    for (const finding of findings) rules.set(finding.rule, (rules.get(finding.rule) ?? 0) + 1);
    console.log(
      `[a11y] ${label}: ${findings.length} violating elements on ${perPage.size} of ${checked} pages and dialogs; rules ${JSON.stringify(Object.fromEntries(rules))}\n${[
        ...perPage,
      ]
        .map(([where, count]) => `[a11y]   ${where}: ${count}`)
        .join('\n')}`,
    );
  }
  return findings;
}

function lines(findings: Finding[]): string[] {
  return findings.map(
    (finding) => `${finding.page}: ${finding.rule} at ${finding.target} — ${finding.summary}`,
  );
}

const SCREENS = [
  ['390', PHONE],
  ['1280', DESKTOP],
] as const;

describeBrowser('every page passes axe-core (WCAG 2.1 A and AA)', () => {
  browserTest('the tour visits every route of the client router', async ({ server, browser }) => {
    const world = await worldOf(server, browser);
    const visited = new Set(
      VISITORS.flatMap((who) => visitsFor(world, who).map((visit) => visit.route)),
    );
    expect(routerPatterns().filter((route) => !visited.has(route))).toEqual([]);
  });

  for (const who of VISITORS) {
    browserTest(
      `${who} at 390 and 1280 px: no violations on any page or dialog`,
      { timeout: 600_000 },
      async ({ server, browser }) => {
        const world = await worldOf(server, browser);
        const findings = await check(world[who], visitsFor(world, who), who);
        expect(lines(findings)).toEqual([]);
      },
    );
  }
});
