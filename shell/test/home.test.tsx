import { screen, within } from '@testing-library/react';
import { featureGroups, featuresInGroup } from 'shared-ui';
import { serveRemotePages, stubHeading } from './federation';
import { currentPath, groupUser, pageHeading, renderPortal, sessionUser } from './portal';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

beforeEach(() => serveRemotePages());

test.each([
  ['the display name', groupUser, 'Willkommen, Erika Mustermann!'],
  ['the e-mail name without a display name', sessionUser({ displayName: '' }), 'Willkommen, erika.mustermann!'],
])('welcomes with %s', async (_case, user, heading) => {
  await renderPortal('/', { user });
  expect(await pageHeading()).toHaveTextContent(heading);
});

test('tabs for the three groups, Textverarbeitung first', async () => {
  await renderPortal('/', { user: groupUser });
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(featureGroups.map((group) => group.name));
  expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Textverarbeitung');
  expect(screen.getByRole('combobox', { name: 'Funktionsgruppe' })).toHaveValue('text');
});

test.each(featureGroups.map((group) => [group.name, group] as const))(
  'tab %s shows a card per feature of the group',
  async (name, group) => {
    const { user } = await renderPortal('/', { user: groupUser });
    await user.click(screen.getByRole('tab', { name }));
    const panel = screen.getByRole('tabpanel', { name });
    const expected = featuresInGroup(group.id);

    const cards = within(panel).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(expected.map((feature) => feature.name));
    expected.forEach((feature, index) => {
      const card = cards[index] as HTMLElement;
      expect(card).toHaveAccessibleName(feature.name);
      expect(within(card).getByText(feature.description)).toBeInTheDocument();
      const link = within(card).getByRole('link', { name: `Zur Funktion: ${feature.name}` });
      expect(link).toHaveTextContent('Zur Funktion');
      expect(link).toHaveAttribute('href', feature.href);
    });
  },
);

test('the select picks the same group as the tabs', async () => {
  const { user } = await renderPortal('/', { user: groupUser });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Funktionsgruppe' }), 'SEO');
  expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('SEO');
  expect(within(screen.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(featuresInGroup('seo').length);
});

test('"Zur Funktion" opens the feature page', async () => {
  const { user } = await renderPortal('/', { user: groupUser });
  await user.click(screen.getByRole('link', { name: 'Zur Funktion: Text übersetzen' }));
  expect(currentPath()).toBe('/text-translation');
  expect(await pageHeading()).toHaveTextContent(stubHeading('mfe_text/Translate'));
});
