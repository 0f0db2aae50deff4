import { screen, waitFor, within } from '@testing-library/react';
import { featureGroups, featuresInGroup } from 'shared-ui';
import { serveRemotePages, stubHeading } from './federation';
import { currentPath, groupUser, mainNav, pageHeading, renderPortal, testConfig } from './portal';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

beforeEach(() => serveRemotePages());

const catalogueEntries = (group: (typeof featureGroups)[number]) => featuresInGroup(group.id).map((f) => [f.name, f.href]);
const linkEntries = (links: HTMLElement[]) => links.map((link) => [link.textContent, link.getAttribute('href')]);

test('has the Chat link (config URL, new tab, noopener), Dashboards and Workday FAQ', async () => {
  await renderPortal('/', { user: groupUser });
  const links = within(mainNav()).getAllByRole('link');
  expect(links).toHaveLength(3);
  const [chat, dashboards, faq] = links;
  expect(chat).toHaveAccessibleName('Chat (öffnet in neuem Tab)');
  expect(chat).toHaveAttribute('href', testConfig.chatUrl);
  expect(chat).toHaveAttribute('target', '_blank');
  expect(chat?.getAttribute('rel')?.split(' ')).toContain('noopener');
  expect(dashboards).toHaveAccessibleName('Dashboards');
  expect(dashboards).toHaveAttribute('href', '/dashboards');
  expect(faq).toHaveAccessibleName('Workday FAQ');
  expect(faq).toHaveAttribute('href', '/workday-faq');
});

test('has one dropdown per catalogue group: Textverarbeitung, SEO, Sonstiges', async () => {
  await renderPortal('/', { user: groupUser });
  expect(
    within(mainNav())
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Textverarbeitung', 'SEO', 'Sonstiges']);
});

test.each(featureGroups.map((group) => [group.name, group] as const))('dropdown %s lists the catalogue group', async (name, group) => {
  const { user } = await renderPortal('/', { user: groupUser });
  const trigger = within(mainNav()).getByRole('button', { name });
  await user.click(trigger);
  const menu = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
  expect(menu).not.toBeNull();
  expect(linkEntries(within(menu as HTMLElement).getAllByRole('link'))).toEqual(catalogueEntries(group));
});

test('a dropdown entry opens its page and closes the dropdown', async () => {
  const { user } = await renderPortal('/', { user: groupUser });
  const trigger = within(mainNav()).getByRole('button', { name: 'SEO' });
  await user.click(trigger);
  await user.click(within(mainNav()).getByRole('link', { name: 'Top 10 Liste' }));
  expect(currentPath()).toBe('/top-ten');
  expect(await pageHeading()).toHaveTextContent(stubHeading('mfe_seo/TopTen'));
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test('the avatar links to /user as "Mein Konto"', async () => {
  const { user } = await renderPortal('/', { user: groupUser });
  const avatar = screen.getByRole('link', { name: 'Mein Konto' });
  expect(avatar).toHaveAttribute('href', '/user');
  await user.click(avatar);
  // Navigation is a transition: the page before stays until the lazy page has loaded.
  await waitFor(() => expect(currentPath()).toBe('/user'));
  await waitFor(() => expect(document.title).toBe('KI-Portal | Mein Konto'));
});

test('the brand links home with the product name', async () => {
  await renderPortal('/feedback', { user: groupUser });
  expect(screen.getByRole('link', { name: 'KI-Portal' })).toHaveAttribute('href', '/');
});
