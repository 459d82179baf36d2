import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** One problem a person would see on one screen. */
export interface Finding {
  rule: string;
  target: string;
  detail: string;
}

/**
 * The layout checks, run inside the page (so written as plain browser code; `vw` is the device width in CSS px,
 * not innerWidth, because a mobile page that overflows grows its layout viewport and zooms out to fit):
 * - page-overflow: the document is wider than the phone, or the browser zoomed the page out to fit it;
 * - cut-off: a visible element is partly outside the left or right edge. Elements wholly outside (closed drawers,
 *   sheets parked off-screen) are not seen by anyone and are skipped, and so is the part of an element that a
 *   clipping or scrolling ancestor hides (a chip bar that scrolls sideways): that ancestor is checked itself;
 * - bullets: a visible list item rendered with a browser marker (display list-item and a marker style), outside
 *   article text written by an editor (.article-body, .rich-text), where bullets are the author's choice;
 * - touch-target: a visible interactive element (button, link, input, select, textarea, role button or tab, a
 *   label wrapping a checkbox or radio) whose tappable box is under `minTarget` x `minTarget` CSS px (44 on a
 *   touch screen: WCAG 2.5.5, Apple's HIG). A control passes when its own box or one of its labels' is big enough
 *   (a padded label around a checkbox is what the finger hits; a tap on a field's label focuses the field). A link inline in a sentence is exempt (WCAG 2.5.8's inline exception: its size is the text's). A
 *   control wholly off the screen sideways (a closed drawer) is not seen and skipped. 0 turns the rule off.
 */
export const PAGE_CHECKS = `(${((vw: number, minTarget: number) => {
  const out: { rule: string; target: string; detail: string }[] = [];
  const label = (el: Element): string => {
    const parts: string[] = [];
    for (let e: Element | null = el; e && e !== document.body && parts.length < 3; e = e.parentElement) {
      let p = e.tagName.toLowerCase();
      const tid = e.getAttribute('data-testid');
      if (e.id) p += `#${e.id}`;
      else if (tid) p += `[data-testid=${tid}]`;
      const cls = [...e.classList].slice(0, 2);
      if (cls.length) p += `.${cls.join('.')}`;
      const name = e.getAttribute('name');
      if (name) p += `[name=${name}]`;
      parts.unshift(p);
    }
    const text = ((el as HTMLElement).innerText || el.getAttribute('aria-label') || '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40);
    return text ? `${parts.join(' > ')} "${text}"` : parts.join(' > ');
  };
  const root = document.documentElement;
  if (root.scrollWidth > vw + 1)
    out.push({
      rule: 'page-overflow',
      target: 'html',
      detail: `page is ${root.scrollWidth}px wide on a ${vw}px screen`,
    });
  else if (window.innerWidth > vw + 1)
    out.push({
      rule: 'page-overflow',
      target: 'html',
      detail: `page zoomed out to ${window.innerWidth}px on a ${vw}px screen`,
    });

  const seen = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  /** True when an ancestor below body clips el's overflow sideways and itself starts and ends inside the screen. */
  const clippedInside = (el: Element): boolean => {
    for (let a = el.parentElement; a && a !== document.body && a !== root; a = a.parentElement) {
      const ox = getComputedStyle(a).overflowX;
      if (ox !== 'visible') {
        const r = a.getBoundingClientRect();
        return r.left >= -1 && r.right <= vw + 1;
      }
    }
    return false;
  };
  const cut = new Set<Element>();
  /** Siblings cut alike (every row of a too-wide form) make one line: parent and span -> its finding and count. */
  const alike = new Map<string, { f: { detail: string }; n: number }>();
  const parents = new WeakMap<Element, number>();
  let nextParent = 0;
  const parentKey = (el: Element) => {
    const p = el.parentElement!;
    if (!parents.has(p)) parents.set(p, nextParent++);
    return parents.get(p);
  };
  for (const el of document.body.querySelectorAll('*')) {
    if (el instanceof SVGElement && !(el instanceof SVGSVGElement)) continue; // the svg box stands for its shapes
    if (['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(el.tagName)) continue;
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) continue;
    const partly = (r.left < -1 && r.right > 1) || (r.right > vw + 1 && r.left < vw - 1);
    if (!partly || !seen(el) || clippedInside(el)) continue;
    let ancestorCut = false;
    for (let a = el.parentElement; a; a = a.parentElement)
      if (cut.has(a)) {
        ancestorCut = true;
        break;
      }
    cut.add(el);
    if (ancestorCut) continue; // one line for the outermost box that sticks out
    const span = `spans x ${Math.round(r.left)}..${Math.round(r.right)} on a ${vw}px screen`;
    const key = `${parentKey(el)} ${span}`;
    const same = alike.get(key);
    if (same) {
      same.n++;
      same.f.detail = `${span} (and ${same.n} more beside it)`;
      continue;
    }
    const f = { rule: 'cut-off', target: label(el), detail: span };
    alike.set(key, { f, n: 0 });
    out.push(f);
  }

  const lists = new Set<Element>();
  for (const li of document.querySelectorAll('li')) {
    if (li.closest('.article-body, .rich-text, [contenteditable]')) continue;
    const cs = getComputedStyle(li);
    if (cs.display !== 'list-item' || (cs.listStyleType === 'none' && cs.listStyleImage === 'none') || !seen(li))
      continue;
    const list = li.parentElement ?? li;
    if (lists.has(list)) continue;
    lists.add(list);
    out.push({ rule: 'bullets', target: label(list), detail: `list items show "${cs.listStyleType}" markers` });
  }

  if (minTarget > 0) {
    const CONTROLS =
      'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=tab], label:has(> input[type=checkbox], > input[type=radio], input[type=checkbox], input[type=radio])';
    /** A link in running text: inline, in a block whose text is more than the link's own (WCAG 2.5.8). */
    const inlineInText = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      const own = (el.textContent ?? '').trim().length;
      return !!block && (block.textContent ?? '').trim().length > own + 1;
    };
    const big = (r: DOMRect) => r.width >= minTarget - 0.5 && r.height >= minTarget - 0.5;
    /** The boxes a tap on this control lands in: its own, then its labels'. */
    const tapBoxes = (el: Element) => [
      el.getBoundingClientRect(),
      ...[...((el as HTMLInputElement).labels ?? [])].filter(seen).map((l) => l.getBoundingClientRect()),
    ];
    const short = new Map<string, { f: { detail: string }; n: number; first: string }>();
    // Under an open modal dialog the page is behind its backdrop, which takes the tap: only the dialogs count.
    const modals = [...document.querySelectorAll('[aria-modal=true]')].filter(seen);
    for (const el of document.querySelectorAll(CONTROLS)) {
      if (modals.length && !modals.some((m) => m.contains(el))) continue;
      // A checkbox or radio counts through the label that wraps it (checked as a control of its own).
      if (el.matches('input[type=checkbox], input[type=radio]') && el.closest('label')) continue;
      if (!seen(el) && !(el as HTMLInputElement).labels?.length) continue;
      // Wholly off the screen sideways (a closed drawer) or one of its boxes is big enough: nothing to say.
      const boxes = tapBoxes(el).filter((b) => b.width >= 1 && b.height >= 1 && b.right > 0 && b.left < vw);
      if (boxes.length === 0 || boxes.some(big)) continue;
      const r = boxes[0]!;
      if (inlineInText(el)) continue;
      const size = `${Math.round(r.width)}x${Math.round(r.height)}`;
      const target = label(el);
      // One line for a row of alike controls (the chips of one bar): the same path, whatever their text and width.
      const key = target.replace(/ ".*$/, '');
      const same = short.get(key);
      if (same) {
        same.n++;
        same.f.detail = `${same.first} (and ${same.n} more alike)`;
        continue;
      }
      const first = `tappable box ${size} px, under ${minTarget}x${minTarget}`;
      const f = { rule: 'touch-target', target, detail: first };
      short.set(key, { f, n: 0, first });
      out.push(f);
    }
  }
  return out;
}).toString()})`;

/** Runs the layout checks on the page as it is now; `minTarget` is the touch-target minimum in CSS px (0: none). */
export const layoutFindings = (page: Page, vw: number, minTarget = 0): Promise<Finding[]> =>
  page.evaluate(`${PAGE_CHECKS}(${vw}, ${minTarget})`) as Promise<Finding[]>;

let axeSource = '';

/**
 * axe-core on the whole document (its default rules: WCAG 2 A/AA and best practices), one finding per rule and
 * element; `contrast: false` leaves out colour contrast, its slowest rule. The script is evaluated once per document: the app's CSP (script-src 'self') would refuse it as an
 * added inline script tag, and loosening the CSP for the sweep would change what it looks at.
 */
export async function axeFindings(page: Page, { contrast = true } = {}): Promise<Finding[]> {
  axeSource ||= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(axeSource);
  const violations =
    (await page.evaluate(`axe.run(document, { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: ${contrast} } } }).then((r) => r.violations.map((v) => ({
    id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target.join(' '), text: (document.querySelector(n.target[0])?.innerText || '').replace(/\\s+/g, ' ').trim().slice(0, 30) })),
  })))`)) as { id: string; help: string; nodes: { target: string; text: string }[] }[];
  // At most three lines per rule and screen: 21 rows of one list with the same fault are one finding.
  return violations.flatMap((v) =>
    v.nodes.slice(0, 3).map((n, i) => ({
      rule: `axe:${v.id}`,
      target: n.text ? `${n.target} "${n.text}"` : n.target,
      detail: i === 2 && v.nodes.length > 3 ? `${v.help}; ${v.nodes.length - 3} more elements alike` : v.help,
    })),
  );
}

/**
 * Whether the dialog the last action opened is wholly on the screen (a sheet that opens below the fold shows
 * only its dimmed backdrop); `vh` is the device height in CSS px.
 */
export async function overlayFindings(page: Page, vw: number, vh: number): Promise<Finding[]> {
  const boxes = await page.locator('[role=dialog]:visible, [role=alertdialog]:visible').evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { l: r.left, t: r.top, r: r.right, b: r.bottom, label: e.getAttribute('aria-label') ?? e.className };
    }),
  );
  if (boxes.length === 0)
    return [{ rule: 'overlay-missing', target: '[role=dialog]', detail: 'the action opened no visible dialog' }];
  return boxes
    .filter((b) => b.l < -1 || b.t < -1 || b.r > vw + 1 || b.b > vh + 1)
    .map((b) => ({
      rule: 'overlay-offscreen',
      target: `[role=dialog] "${b.label}"`,
      detail: `dialog spans x ${Math.round(b.l)}..${Math.round(b.r)}, y ${Math.round(b.t)}..${Math.round(b.b)} on a ${vw}x${vh} screen`,
    }));
}
