/**
 * The suite's `test`: Playwright's, plus a watch on the Content Security Policy. Every page of every
 * browser context a test opens (the `page` fixture's, `browser.newContext()`'s, popups) reports each
 * `securitypolicyviolation`; a test during which one was reported fails after it ends, naming the
 * directive, the blocked address and the page. Specs import from here instead of `@playwright/test`.
 *
 * A test that provokes a violation on purpose says which, by its start (`<directive> <blocked URI>`):
 * `allowCspViolation('script-src-elem http://x.example')`.
 */
import { test as base, type BrowserContext } from '@playwright/test';

export * from '@playwright/test';

interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
  source: string;
}

// Module state is per worker. Violations of contexts opened in a beforeAll hook count for the next test.
const reported: CspViolation[] = [];

async function watchCsp(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => {
    reported.push(violation);
  });
  // Runs in every frame of every document before the page's own scripts.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (violation: CspViolation) => Promise<void> }).__reportCspViolation;
      // A page that navigates away meanwhile drops the answer; the report was made.
      report?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        page: event.documentURI,
        source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}` : '',
      }).catch(() => undefined);
    });
  });
}

const ALLOWED = 'csp-expected';

/** The current test provokes violations starting with `start` on purpose: they do not fail it. */
export function allowCspViolation(start: string): void {
  test.info().annotations.push({ type: ALLOWED, description: start });
}

const describe = (violation: CspViolation) =>
  `CSP blockiert ${violation.blocked || '(inline)'} (${violation.directive}) auf ${violation.page}${violation.source ? `, aus ${violation.source}` : ''}`;

export const test = base.extend<{ cspViolations: void }>({
  // Every context is made by browser.newContext(), the page fixture's too: watched there, none escapes.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await watchCsp(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  cspViolations: [
    // On the patched browser: without it, the test's contexts would not be watched.
    async ({ browser: _watching }, use, testInfo) => {
      await use();
      const expected = testInfo.annotations.filter((note) => note.type === ALLOWED).map((note) => note.description ?? '');
      const found = reported
        .splice(0)
        .filter((violation) => !expected.some((start) => `${violation.directive} ${violation.blocked}`.startsWith(start)));
      if (found.length > 0) throw new Error(`Verstoß gegen die Content Security Policy:\n${found.map(describe).join('\n')}`);
    },
    { auto: true },
  ],
});
