import { screen, within } from '@testing-library/react';
import { serveRemotePages } from './federation';
import { groupUser, pageHeading, renderPortal, testConfig, userFor } from './portal';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

beforeEach(() => serveRemotePages());

/** docs/product.md, "Layout rules": [path, decorative gradient, fixed-height main area]. /logout redirects to /. */
const layoutTable: readonly [path: string, gradient: boolean, fixedHeight: boolean][] = [
  ['/', true, false],
  ['/login', true, false],
  ['/sign-up', true, false],
  ['/user', true, false],
  ['/feedback', true, false],
  ['/dashboards', false, false],
  ['/summarize', false, true],
  ['/text-redact', false, true],
  ['/text-translation', false, true],
  ['/press-release', false, true],
  ['/audio-transcript', false, true],
  ['/seo-living-docs', false, true],
  ['/seo-self-made', false, true],
  ['/top-ten', false, true],
  ['/social-media', false, true],
  ['/keyword-extraction', false, true],
  ['/text-speech', false, true],
  ['/short-link', false, true],
  ['/workday-faq', false, true],
  ['/gibt-es-nicht', false, true],
  ['/user/', true, false],
  ['/summarize/', false, true],
];

test.each(layoutTable)('%s: gradient %p, fixed height %p', async (path, gradient, fixedHeight) => {
  const { container } = await renderPortal(path, { user: userFor(path) });
  await pageHeading();
  const main = screen.getByRole('main');
  expect(main).toHaveAttribute('data-fixed-height', String(fixedHeight));
  expect(container.querySelector('[data-gradient]')).toHaveAttribute('data-gradient', String(gradient));
  expect(container.querySelector('[data-gradient]')).toContainElement(main);
});

test('the page sits inside main; nav and footer frame it', async () => {
  await renderPortal('/feedback', { user: groupUser });
  expect(within(screen.getByRole('main')).getByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument();
  expect(within(screen.getByRole('banner')).getByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});

test('the footer has the publisher logo links from the config and the copyright line', async () => {
  await renderPortal('/', { user: groupUser });
  const footer = screen.getByRole('contentinfo');
  const logos = within(within(footer).getByRole('list', { name: 'Verlage' })).getAllByRole('link');
  expect(logos.map((link) => [link.getAttribute('href'), within(link).getByRole('img').getAttribute('alt')])).toEqual(
    testConfig.publisher.logos.map((logo) => [logo.href, logo.name]),
  );
  for (const link of logos) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link).toHaveAccessibleName(/\(öffnet in neuem Tab\)$/);
  }
  expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} SV-Gruppe`);
});

test('the first Tab reaches "Zum Inhalt springen", which moves focus past the nav bar into the page', async () => {
  const { user } = await renderPortal('/feedback', { user: groupUser });
  await user.tab();
  const skip = screen.getByRole('link', { name: 'Zum Inhalt springen' });
  expect(skip).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('main')).toHaveFocus();
});
