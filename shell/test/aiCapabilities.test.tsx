/** Tools without an AI provider are marked on the home cards and in the menus, before anyone opens them. */
import { screen, within } from '@testing-library/react';
import { groupUser, mainNav, renderPortal } from './portal';

const offline = {
  unavailableFeatures: ['text-translation' as const, 'audio-transcript' as const],
  unavailableRedactModes: ['redigieren' as const],
  contact: 'das Portal-Team',
};

test('home cards of tools without a provider carry the badge; the others do not', async () => {
  await renderPortal('/', { user: groupUser, capabilities: offline });
  const card = (name: string) => screen.getByRole('article', { name });
  expect(within(card('Text übersetzen')).getByText('Braucht KI-Anbieter')).toBeInTheDocument();
  expect(within(card('Transkribieren')).getByText('Braucht KI-Anbieter')).toBeInTheDocument();
  expect(within(card('Text zusammenfassen')).queryByText('Braucht KI-Anbieter')).not.toBeInTheDocument();
});

test('the menu entry of a tool without a provider says so in its name', async () => {
  const { user } = await renderPortal('/', { user: groupUser, capabilities: offline });
  await user.click(within(mainNav()).getByRole('button', { name: 'Textverarbeitung' }));
  expect(within(mainNav()).getByRole('link', { name: 'Text übersetzen Braucht KI-Anbieter' })).toBeInTheDocument();
  expect(within(mainNav()).getByRole('link', { name: 'Text zusammenfassen' })).toBeInTheDocument();
});

test('in the phone menu such an entry keeps its icon, and the badge sits beside the name in a wrapping row', async () => {
  const { user } = await renderPortal('/', { user: groupUser, capabilities: offline });
  await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
  const entry = within(screen.getByRole('dialog', { name: 'Menü' })).getByRole('link', { name: 'Text übersetzen Braucht KI-Anbieter' });
  // The icon is the link's own child (it does not shrink); name and badge share the element that wraps.
  expect(entry.querySelector(':scope > svg')).not.toBeNull();
  const badge = within(entry).getByText('Braucht KI-Anbieter');
  expect(badge.parentElement).toHaveTextContent('Text übersetzenBraucht KI-Anbieter');
  expect(badge.parentElement).not.toBe(entry);
});

test('without an answer from the gateway nothing is marked', async () => {
  await renderPortal('/', { user: groupUser });
  expect(screen.queryByText('Braucht KI-Anbieter')).not.toBeInTheDocument();
});
