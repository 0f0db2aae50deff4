/** Helpers of the accessibility spec: axe-core with the WCAG 2.1 A/AA rules and a readable report. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const blocking = new Set(['serious', 'critical']);

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** One line per affected element: rule id, impact, CSS target and axe's summary of what is wrong. */
export function describeViolations(violations: readonly Violation[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `  [${violation.impact ?? 'n/a'}] ${violation.id} — ${violation.help}\n    target: ${JSON.stringify(node.target)}\n    ${(node.failureSummary ?? '').replace(/\n\s*/g, ' ')}`,
      ),
    )
    .join('\n');
}

/** Runs axe on the page as it is now; fails on any serious or critical violation and lists them all. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const failing = violations.filter((violation) => blocking.has(violation.impact ?? ''));
  const report = violations.length ? `axe on ${what}:\n${describeViolations(violations)}` : '';
  if (report && !failing.length) console.log(`(nicht blockierend) ${report}`);
  expect(failing.length, report).toBe(0);
}

export interface FocusLook {
  tag: string;
  name: string;
  outlineStyle: string;
  outlineWidth: number;
  outlineColor: string;
  boxShadow: string;
  visible: boolean;
  /** Whether the focused look differs from the same element's look without focus. */
  differs: boolean;
}

/**
 * What the focused element looks like, compared with its look without focus. Blurring and focusing
 * again with `focusVisible` keeps the keyboard modality, so `:focus-visible` styles apply.
 */
export async function focusLook(page: Page): Promise<FocusLook | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const read = () => {
      const style = getComputedStyle(element);
      return {
        outlineStyle: style.outlineStyle,
        outlineWidth: parseFloat(style.outlineWidth) || 0,
        outlineColor: style.outlineColor,
        boxShadow: style.boxShadow,
        background: style.backgroundColor,
        border: `${style.borderColor} ${style.borderWidth}`,
      };
    };
    const focused = read();
    element.blur();
    const unfocused = read();
    element.focus({ focusVisible: true } as FocusOptions);
    const outline = focused.outlineStyle !== 'none' && focused.outlineWidth > 0;
    const shadow = focused.boxShadow !== 'none';
    const differs =
      focused.outlineStyle !== unfocused.outlineStyle ||
      focused.outlineWidth !== unfocused.outlineWidth ||
      focused.outlineColor !== unfocused.outlineColor ||
      focused.boxShadow !== unfocused.boxShadow;
    const name =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent?.trim().slice(0, 40) ??
      '';
    return { tag: element.tagName.toLowerCase(), name, ...focused, visible: outline || shadow, differs };
  });
}

/**
 * Contrast ratio of an element's text colour against the first opaque background behind it (its
 * own or an ancestor's). axe leaves text it cannot judge (e.g. the same colour as its background) as
 * "incomplete" instead of failing it, so a menu that is white on white needs this direct check.
 */
export async function textContrast(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [lr, lg, lb] = [r, g, b].map((c) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (lr ?? 0) + 0.7152 * (lg ?? 0) + 0.0722 * (lb ?? 0);
    };
    let background = [255, 255, 255];
    for (let current: Element | null = node; current; current = current.parentElement) {
      const value = rgb(getComputedStyle(current).backgroundColor);
      if (value.length === 3 || (value[3] ?? 0) === 1) {
        background = value.slice(0, 3);
        break;
      }
    }
    const [light, dark] = [luminance(rgb(getComputedStyle(node).color)), luminance(background)].sort((a, b) => b - a);
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  });
}
