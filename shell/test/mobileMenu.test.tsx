import { screen, waitFor, within } from '@testing-library/react';
import { featureById, featureGroups, featuresInGroup } from 'shared-ui';
import { serveRemotePages, stubHeading } from './federation';
import { currentPath, groupUser, pageHeading, renderPortal, testConfig, type PortalUser } from './portal';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

beforeEach(() => serveRemotePages());

const menuButton = () => screen.getByRole('button', { name: 'Menü öffnen' });
const dialog = () => screen.getByRole('dialog', { name: 'Menü' });

async function openMenu(path = '/') {
  const rendered = await renderPortal(path, { user: groupUser });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await rendered.user.click(menuButton());
  return rendered;
}

test('is closed at first', async () => {
  await renderPortal('/', { user: groupUser });
  expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('"Menü öffnen" shows a dialog with the same entries as the navigation bar', async () => {
  await openMenu();
  expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
  expect(within(dialog()).getByRole('button', { name: 'Menü schließen' })).toHaveFocus();

  const nav = within(dialog()).getByRole('navigation', { name: 'Mobile Navigation' });
  const chat = within(nav).getByRole('link', { name: /^Chat/ });
  expect(chat).toHaveAttribute('href', testConfig.chatUrl);
  expect(chat).toHaveAttribute('target', '_blank');
  expect(chat.getAttribute('rel')?.split(' ')).toContain('noopener');

  const expected = [featureById('dashboards'), featureById('workday-faq'), ...featureGroups.flatMap((group) => featuresInGroup(group.id))];
  const links = within(nav)
    .getAllByRole('link')
    .filter((link) => link !== chat);
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(expected.map((f) => [f.name, f.href]));
  expect(
    within(nav)
      .getAllByRole('heading')
      .map((heading) => heading.textContent),
  ).toEqual(featureGroups.map((g) => g.name));
});

test('choosing an entry navigates and closes the menu', async () => {
  const { user } = await openMenu();
  await user.click(within(dialog()).getByRole('link', { name: 'Text zusammenfassen' }));

  expect(currentPath()).toBe('/summarize');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  expect(await pageHeading()).toHaveTextContent(stubHeading('mfe_text/Summarize'));
});

test.each<[string, (user: PortalUser) => Promise<void>]>([
  ['Escape', (user) => user.keyboard('{Escape}')],
  ['the close button', (user) => user.click(within(dialog()).getByRole('button', { name: 'Menü schließen' }))],
])('%s closes it without navigating', async (_how, close) => {
  const { user } = await openMenu('/feedback');
  await close(user);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  expect(menuButton()).toHaveFocus();
  expect(currentPath()).toBe('/feedback');
});

test('it can be opened again after closing', async () => {
  const { user } = await openMenu();
  await user.keyboard('{Escape}');
  await user.click(menuButton());
  expect(dialog()).toBeInTheDocument();
});

test('Tab and Shift+Tab stay inside the open menu', async () => {
  const { user } = await openMenu();
  const close = within(dialog()).getByRole('button', { name: 'Menü schließen' });
  const entries = within(dialog()).getAllByRole('link');
  expect(close).toHaveFocus();

  await user.tab({ shift: true });
  expect(entries[entries.length - 1]).toHaveFocus();
  await user.tab();
  expect(close).toHaveFocus();
});

test('after choosing an entry, focus moves to the main area, not to the hidden menu', async () => {
  const { user } = await openMenu();
  await user.click(within(dialog()).getByRole('link', { name: 'Text zusammenfassen' }));
  await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
});
