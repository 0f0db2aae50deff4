/**
 * What the first page does not need (the realtime client, the avatar) waits until that page is
 * shown: its heading in the main area and no placeholder left (src/layout/firstPage.ts).
 */
import { waitFor } from '@testing-library/react';

type FirstPage = typeof import('../src/layout/firstPage');

/** A fresh copy of the module: its state is the tab's, once per page load. */
function freshModule(): FirstPage {
  let module: FirstPage | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<FirstPage>('../src/layout/firstPage');
  });
  return module!;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

test('nothing runs while the skeleton shows; once the page’s heading replaced it, it runs once', async () => {
  document.body.innerHTML = '<main><div data-page-placeholder=""><h1>Lädt</h1></div></main>';
  const { afterFirstPage, watchFirstPage } = freshModule();
  watchFirstPage();
  const extra = jest.fn();
  afterFirstPage(extra);
  await settle();
  expect(extra).not.toHaveBeenCalled();

  document.querySelector('main')!.innerHTML = '<h1>Willkommen, Erika!</h1>';
  await waitFor(() => expect(extra).toHaveBeenCalledTimes(1));
  // Later callers (a second sign-in in the tab) run without waiting for another page.
  const later = jest.fn();
  afterFirstPage(later);
  await waitFor(() => expect(later).toHaveBeenCalledTimes(1));
  expect(extra).toHaveBeenCalledTimes(1);
});

test('a page already shown at the start counts at once', async () => {
  document.body.innerHTML = '<main><h1>Anmelden</h1></main>';
  const { afterFirstPage } = freshModule();
  const extra = jest.fn();
  afterFirstPage(extra);
  await waitFor(() => expect(extra).toHaveBeenCalledTimes(1));
});

test('a frame that never shows a heading still gets the extras, after five seconds', () => {
  jest.useFakeTimers();
  document.body.innerHTML = '<main><p>Etwas ging schief.</p></main>';
  const { afterFirstPage } = freshModule();
  const extra = jest.fn();
  afterFirstPage(extra);
  jest.advanceTimersByTime(4_999);
  expect(extra).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  jest.runOnlyPendingTimers();
  expect(extra).toHaveBeenCalledTimes(1);
});
