import { FIRST_USE_EVENTS, START_AFTER_REST_MS, startOnFirstUseScript } from '../src/prerender/startOnFirstUse';

const ENTRY = '/main.0123abcd.js';
const entryScripts = () => [...document.querySelectorAll('script')].filter((script) => script.getAttribute('src') === ENTRY);

/** Runs the inline script as the browser does: in the page, once, before anything else. */
function runInlineScript(): void {
  new Function(startOnFirstUseScript(ENTRY))();
}

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
});
afterEach(() => jest.useRealTimers());

test('the script has no "<": the static server allows exactly the inline scripts it finds, by their hash', () => {
  expect(startOnFirstUseScript(ENTRY)).not.toContain('<');
});

test.each(FIRST_USE_EVENTS)('a %s asks for the entry script at once, and only once', (type) => {
  runInlineScript();
  expect(entryScripts()).toHaveLength(0);
  document.body.dispatchEvent(new Event(type, { bubbles: true }));
  expect(entryScripts()).toHaveLength(1);
  document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
  jest.advanceTimersByTime(START_AFTER_REST_MS * 2);
  expect(entryScripts()).toHaveLength(1);
});

test('a page nobody touches starts by itself once it has rested after its load', () => {
  // jsdom's document is complete already: the rest starts now.
  expect(document.readyState).toBe('complete');
  runInlineScript();
  jest.advanceTimersByTime(START_AFTER_REST_MS - 1);
  expect(entryScripts()).toHaveLength(0);
  jest.advanceTimersByTime(1);
  expect(entryScripts()).toHaveLength(1);
  // Later use does not ask again.
  document.body.dispatchEvent(new Event('focusin', { bubbles: true }));
  expect(entryScripts()).toHaveLength(1);
});
