import { FIRST_USE_EVENTS, START_AFTER_REST_MS, startAfterFirstPaintScript, startOnFirstUseScript } from '../src/prerender/entryScript';

const ENTRY = '/main.0123abcd.js';
const entryScripts = () => [...document.querySelectorAll('script')].filter((script) => script.getAttribute('src') === ENTRY);

/** Runs the inline script as the browser does: in the page, once, before anything else. */
function runInlineScript(script = startOnFirstUseScript(ENTRY)): void {
  new Function(script)();
}

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
});
afterEach(() => jest.useRealTimers());

test('the scripts have no "<": the static server allows exactly the inline scripts it finds, by their hash', () => {
  expect(startOnFirstUseScript(ENTRY)).not.toContain('<');
  expect(startAfterFirstPaintScript(ENTRY)).not.toContain('<');
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

describe('a signed-in page asks after its first paint', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });
  afterEach(() => jest.restoreAllMocks());

  test('not before the first frame, then in the task after it', () => {
    runInlineScript(startAfterFirstPaintScript(ENTRY));
    expect(entryScripts()).toHaveLength(0);
    expect(frames).toHaveLength(1);
    const [firstFrame] = frames;
    firstFrame?.(0);
    expect(entryScripts()).toHaveLength(0);
    jest.advanceTimersByTime(0);
    expect(entryScripts()).toHaveLength(1);
  });

  test('a tab opened in the background (no frames) asks at once', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    runInlineScript(startAfterFirstPaintScript(ENTRY));
    expect(entryScripts()).toHaveLength(1);
    expect(frames).toHaveLength(0);
  });
});
