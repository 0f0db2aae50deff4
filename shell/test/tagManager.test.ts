import { loadTagManager, TAG_MANAGER_SCRIPT } from '../src/tagManager/loadTagManager';

const scripts = () => [...document.querySelectorAll('script')].map((script) => script.src);

afterEach(() => {
  document.head.innerHTML = '';
  delete (window as { dataLayer?: unknown[] }).dataLayer;
});

test('without a container nothing is loaded', () => {
  expect(loadTagManager(undefined)).toBe(false);
  expect(loadTagManager('')).toBe(false);
  expect(scripts()).toEqual([]);
  expect((window as { dataLayer?: unknown[] }).dataLayer).toBeUndefined();
});

test('with a container: its script once, and the data layer started', () => {
  expect(loadTagManager('GTM-AB12CD3')).toBe(true);
  expect(loadTagManager('GTM-AB12CD3')).toBe(true);
  expect(scripts()).toEqual([`${TAG_MANAGER_SCRIPT}?id=GTM-AB12CD3`]);
  expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
});

test('an id that is not a container id is never put into a script URL', () => {
  for (const id of ['GTM-1"><script>', 'UA-12345-1', 'gtm-ab12cd3', 'GTM-AB12CD3&x=1']) expect(loadTagManager(id)).toBe(false);
  expect(scripts()).toEqual([]);
});
