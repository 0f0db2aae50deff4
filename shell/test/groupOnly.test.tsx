import { act, screen, within } from '@testing-library/react';
import { signedIn, type SessionUser } from 'shared-auth';
import { featuresInGroup } from 'shared-ui';
import { serveRemotePages } from './federation';
import {
  currentPath,
  groupOnlyNames,
  groupUser,
  mainNav,
  pageHeading,
  partnerUser,
  renderPortal,
  sessionUser,
  type PortalUser,
} from './portal';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

beforeEach(() => serveRemotePages());

const miscNames = featuresInGroup('misc').map((feature) => feature.name);
const miscWithoutGroupOnly = miscNames.filter((name) => !groupOnlyNames.includes(name));

async function sonstigesInNav(user: PortalUser) {
  const trigger = within(mainNav()).getByRole('button', { name: 'Sonstiges' });
  await user.click(trigger);
  const names = within(mainNav())
    .getAllByRole('link')
    .map((link) => link.textContent);
  await user.click(trigger);
  return names.filter((name) => miscNames.includes(name ?? ''));
}

async function sonstigesOnHome(user: PortalUser) {
  await user.click(screen.getByRole('tab', { name: 'Sonstiges' }));
  return within(screen.getByRole('tabpanel'))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
}

async function sonstigesInMobileMenu(user: PortalUser) {
  await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
  const dialog = screen.getByRole('dialog', { name: 'Menü' });
  const section = within(dialog).getByRole('heading', { name: 'Sonstiges' }).closest('section') as HTMLElement;
  return within(section)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

const cases: readonly [label: string, user: SessionUser, expected: string[]][] = [
  ['SV-Gruppe sees them', groupUser, miscNames],
  ['another tenant does not', partnerUser, miscWithoutGroupOnly],
  ['a user without tenant does not', sessionUser({ tenant: null }), miscWithoutGroupOnly],
];

describe('group-only features (Keyword Extraction, Text-To-Speech)', () => {
  test.each(cases)('nav: %s', async (_label, sessionUserValue, expected) => {
    const { user } = await renderPortal('/', { user: sessionUserValue });
    expect(await sonstigesInNav(user)).toEqual(expected);
  });

  test.each(cases)('home cards: %s', async (_label, sessionUserValue, expected) => {
    const { user } = await renderPortal('/', { user: sessionUserValue });
    expect(await sonstigesOnHome(user)).toEqual(expected);
  });

  test.each(cases)('mobile menu: %s', async (_label, sessionUserValue, expected) => {
    const { user } = await renderPortal('/', { user: sessionUserValue });
    expect(await sonstigesInMobileMenu(user)).toEqual(expected);
  });

  test('appear once the session says the user belongs to SV-Gruppe', async () => {
    const { user, store } = await renderPortal('/', { user: partnerUser });
    expect(await sonstigesOnHome(user)).toEqual(miscWithoutGroupOnly);

    act(() => {
      store.dispatch(signedIn(groupUser));
    });

    expect(await sonstigesOnHome(user)).toEqual(miscNames);
    expect(await sonstigesInNav(user)).toEqual(miscNames);
  });
});

describe('a group-only page opened by someone else', () => {
  const notice = () => screen.queryByText(/nur für Mitarbeitende der SV-Gruppe freigeschaltet/);

  test('sends them home with a notice naming the page; closing it removes it', async () => {
    const { user } = await renderPortal('/keyword-extraction', { user: partnerUser });
    expect(currentPath()).toBe('/');
    expect(await pageHeading()).toHaveTextContent('Willkommen, Max Partner!');
    expect(notice()).toHaveTextContent(
      '„Keyword Extraction“ ist nur für Mitarbeitende der SV-Gruppe freigeschaltet. Deshalb bist du auf der Startseite gelandet.',
    );
    expect(notice()?.closest('[role="status"]')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Hinweis schließen' }));
    expect(notice()).toBeNull();
    expect(currentPath()).toBe('/');
  });

  test('the notice is gone after moving on, and home opened directly has none', async () => {
    const { user } = await renderPortal('/text-speech', { user: partnerUser });
    expect(notice()).toHaveTextContent('„Text-To-Speech“');
    await user.click(screen.getByRole('link', { name: 'Zur Funktion: Text zusammenfassen' }));
    expect(currentPath()).toBe('/summarize');
    await user.click(screen.getByRole('link', { name: 'KI-Portal' }));
    expect(currentPath()).toBe('/');
    expect(notice()).toBeNull();
  });

  test('a group user opens the page and never sees the notice', async () => {
    await renderPortal('/keyword-extraction', { user: groupUser });
    expect(currentPath()).toBe('/keyword-extraction');
    expect(notice()).toBeNull();
  });
});
