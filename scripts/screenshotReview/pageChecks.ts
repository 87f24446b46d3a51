/**
 * What the screenshot review reads from a settled page, inside the browser: its main content and
 * heading (a blank page), error states, the visible texts (for English in French), and what is
 * clipped or runs past the window's width. `unlabelledControls` asks Chromium's accessibility tree
 * for controls with no accessible name.
 */
import type { CDPSession, Page } from 'playwright-core';

/* The browser's globals, for the function run inside the page (scripts are compiled without DOM types). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the page's DOM objects: scripts have no DOM types
type Dom = any;
declare const document: Dom;
declare const window: Dom;
declare const NodeFilter: { SHOW_TEXT: number };
declare function getComputedStyle(element: Dom): Dom;

export interface SeenText {
  text: string;
  /** The app's own words (a heading, a button, a label…), as opposed to data (a cell, a value). */
  chrome: boolean;
  where: string;
}

export interface PageFacts {
  pageName: string;
  mainText: number;
  mainMedia: number;
  errors: string[];
  texts: SeenText[];
  pageWidth: number;
  viewportWidth: number;
  clipped: Array<{ where: string; text: string; scrollWidth: number; clientWidth: number }>;
  outside: Array<{ where: string; right: number }>;
  /** On a phone: tables that scroll sideways in their box (rows are cards there, issue 11). */
  sideways: Array<{ where: string; scrollWidth: number; clientWidth: number }>;
}

/** Runs in the page: everything the checks need, read at once. */
export async function readPage(page: Page): Promise<PageFacts> {
  // tsx (esbuild) names inner functions with a `__name` helper that the page does not have.
  await page.evaluate('globalThis.__name ??= (fn) => fn');
  return page.evaluate(() => {
    const visible = (el: Dom) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const describe = (el: Dom) => {
      const testId = el.closest('[data-testid]')?.getAttribute('data-testid');
      const mui = [...el.classList].find((name: string) => /^(Mui|Ra)[A-Za-z]+-(root|label)$/.test(name));
      const label = el.getAttribute('aria-label');
      return [el.tagName.toLowerCase(), mui && `.${mui}`, label && `[aria-label="${label}"]`, testId && `in [data-testid=${testId}]`]
        .filter(Boolean)
        .join(' ');
    };
    // Data, not the app's words: table cells, a shown record's values, list cards (and a
    // RecordTable's cards on a phone: `data-record-value`), chips, and the page name (it carries
    // the record's name: "Audit Group Inks and paste").
    const DATA = [
      'td, [role="cell"], [role="gridcell"], .RaLabeled-root > :not(.RaLabeled-label), .MuiListItemText-root, .MuiChip-label',
      '[data-record-value]',
      '[data-testid="page-name"]',
    ].join(', ');
    const main = document.querySelector('main');
    const texts: Array<{ text: string; chrome: boolean; where: string }> = [];
    const byElement = new Map<Dom, string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || /^(SCRIPT|STYLE|NOSCRIPT|TEXTAREA|OPTION)$/.test(parent.tagName) || !node.textContent.trim()) continue;
      byElement.set(parent, `${byElement.get(parent) ?? ''}${node.textContent}`);
    }
    for (const [el, text] of byElement) {
      if (!visible(el)) continue;
      texts.push({ text: text.trim(), chrome: !el.closest(DATA), where: describe(el) });
    }
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
      if (el.tagName === 'svg' || !visible(el)) continue;
      for (const attribute of ['placeholder', 'aria-label', 'title']) {
        const text = el.getAttribute(attribute)?.trim();
        if (text) texts.push({ text, chrome: true, where: `${describe(el)} @${attribute}` });
      }
    }
    texts.push({ text: document.title, chrome: false, where: 'document title' });

    const errors: string[] = [];
    for (const el of document.querySelectorAll(
      '[data-testid="load-error"], .MuiAlert-colorError, .MuiAlert-standardError, .MuiAlert-filledError',
    ))
      if (visible(el)) errors.push(`${describe(el)}: ${el.innerText.replace(/\s+/g, ' ').slice(0, 160)}`);

    // Clipped: a box that hides part of its content sideways (overflow hidden, or an ellipsis).
    const clipped: PageFacts['clipped'] = [];
    const outside: PageFacts['outside'] = [];
    const width = window.innerWidth;
    for (const el of document.body.querySelectorAll('*')) {
      if (/^(INPUT|TEXTAREA|SELECT|svg|path|IMG|CANVAS|IFRAME)$/.test(el.tagName) || !visible(el)) continue;
      const style = getComputedStyle(el);
      const hides = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
      // Tabs that scroll (with arrows) are made to hold more than they show; a switch's track
      // hides its thumb's ripple.
      const madeToHide = el.matches('.MuiTabs-scroller.MuiTabs-scrollableX, .MuiSwitch-root');
      if (hides && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1 && !madeToHide)
        clipped.push({
          where: describe(el),
          text: (el.innerText ?? '').replace(/\s+/g, ' ').slice(0, 80),
          scrollWidth: el.scrollWidth,
          clientWidth: el.clientWidth,
        });
      // Past the window's right edge, with no ancestor that scrolls or clips it (the page itself then scrolls).
      const rect = el.getBoundingClientRect();
      if (rect.width > 0 && rect.right + window.scrollX > width + 1) {
        let held = false;
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
          const overflow = getComputedStyle(up).overflowX;
          const upRect = up.getBoundingClientRect();
          if ((overflow !== 'visible' && upRect.right + window.scrollX <= width + 1) || upRect.right + window.scrollX > width + 1) {
            held = true; // clipped by a box that fits, or already reported as its ancestor
            break;
          }
        }
        if (!held) outside.push({ where: describe(el), right: Math.round(rect.right + window.scrollX) });
      }
    }
    // Below 600 px rows are cards: a table in a box that scrolls sideways is one that was missed.
    const sideways: PageFacts['sideways'] = [];
    if (width < 600)
      for (const table of (main ?? document.body).querySelectorAll('table')) {
        if (!visible(table)) continue;
        let box = table.parentElement;
        while (box && box !== document.body && !/auto|scroll/.test(getComputedStyle(box).overflowX)) box = box.parentElement;
        if (box && box !== document.body && box.scrollWidth > box.clientWidth + 1)
          sideways.push({ where: describe(table), scrollWidth: box.scrollWidth, clientWidth: box.clientWidth });
      }
    return {
      pageName: document.querySelector('[data-testid="page-name"]')?.innerText ?? '',
      mainText: main ? main.innerText.trim().length : 0,
      mainMedia: main ? main.querySelectorAll('img, canvas, svg.MuiChartsSurface-root, table, video').length : 0,
      errors,
      texts,
      pageWidth: document.documentElement.scrollWidth,
      viewportWidth: width,
      clipped,
      outside,
      sideways,
    };
  });
}

/** Roles of the controls that need a name a screen reader can say. */
const CONTROL_ROLES = new Set([
  'textbox',
  'searchbox',
  'combobox',
  'listbox',
  'checkbox',
  'radio',
  'switch',
  'slider',
  'spinbutton',
  'button',
  'menuitem',
  'tab',
]);

interface AxNode {
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
  backendDOMNodeId?: number;
}

/** Controls with an empty accessible name, as Chromium computes it (labels, aria-*, title, text). */
export async function unlabelledControls(cdp: CDPSession): Promise<string[]> {
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as unknown as { nodes: AxNode[] };
  const found: string[] = [];
  for (const node of nodes) {
    if (node.ignored || !node.role || !CONTROL_ROLES.has(node.role.value) || (node.name?.value ?? '').trim()) continue;
    let where = node.role.value;
    if (node.backendDOMNodeId) {
      const { node: dom } = (await cdp.send('DOM.describeNode', { backendNodeId: node.backendDOMNodeId })) as unknown as {
        node: { localName: string; attributes?: string[] };
      };
      const attributes: Record<string, string> = {};
      for (let i = 0; i + 1 < (dom.attributes ?? []).length; i += 2) attributes[dom.attributes![i]] = dom.attributes![i + 1];
      const detail = ['name', 'id', 'type', 'data-testid']
        .filter((key) => attributes[key])
        .map((key) => `${key}=${attributes[key]}`)
        .join(' ');
      const mui = (attributes.class ?? '').split(/\s+/).find((name) => /^(Mui|Ra)[A-Za-z]+-(root|label)$/.test(name));
      where = `${node.role.value} <${dom.localName}${detail ? ` ${detail}` : ''}>${mui ? ` .${mui}` : ''}`;
    }
    found.push(where);
  }
  return found;
}
