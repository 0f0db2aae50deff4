import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dropdown } from '../src/components/Dropdown';
import { renderWithTheme } from './renderWithTheme';

const entries = [
  { href: '/seo-living-docs', label: 'SEO LivingDocs' },
  { href: '/seo-self-made', label: 'SEO Self Made' },
  { href: '/top-ten', label: 'Top 10 Liste' },
];

function setup() {
  const user = userEvent.setup();
  renderWithTheme(
    <>
      <Dropdown label="SEO" entries={entries} />
      <p>Außerhalb</p>
    </>,
  );
  return { user, trigger: screen.getByRole('button', { name: 'SEO' }) };
}

const menuLinks = () => screen.queryAllByRole('link');

test('is closed at first', () => {
  const { trigger } = setup();
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(menuLinks()).toHaveLength(0);
});

test('opens on click and lists the entries as links', async () => {
  const { user, trigger } = setup();
  await user.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const links = menuLinks();
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(entries.map((e) => [e.label, e.href]));
  expect(document.getElementById(trigger.getAttribute('aria-controls') ?? '')).toContainElement(links[0] ?? null);
});

test('a second click closes it', async () => {
  const { user, trigger } = setup();
  await user.click(trigger);
  await user.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(menuLinks()).toHaveLength(0);
});

test('Escape closes it and returns focus to the trigger', async () => {
  const { user, trigger } = setup();
  await user.click(trigger);
  await user.tab();
  expect(screen.getByRole('link', { name: 'SEO LivingDocs' })).toHaveFocus();

  await user.keyboard('{Escape}');

  expect(menuLinks()).toHaveLength(0);
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(trigger).toHaveFocus();
});

test('a pointerdown outside closes it, one inside does not', async () => {
  const { user, trigger } = setup();
  await user.click(trigger);
  // Plain pointer events: no focus change, so only the pointerdown listener can close the menu.
  fireEvent.pointerDown(screen.getByRole('link', { name: 'Top 10 Liste' }));
  expect(menuLinks()).toHaveLength(3);

  fireEvent.pointerDown(screen.getByText('Außerhalb'));

  expect(menuLinks()).toHaveLength(0);
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test('moving the focus out of it closes it', async () => {
  const { user, trigger } = setup();
  await user.click(trigger);
  await user.tab();
  await user.tab();
  await user.tab();
  expect(screen.getByRole('link', { name: 'Top 10 Liste' })).toHaveFocus();
  expect(menuLinks()).toHaveLength(3);

  await user.tab();

  expect(menuLinks()).toHaveLength(0);
});

test('choosing an entry closes it', async () => {
  const { user, trigger } = setup();
  await user.click(trigger);
  await user.click(screen.getByRole('link', { name: 'SEO Self Made' }));
  expect(menuLinks()).toHaveLength(0);
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test('the arrow keys open it from the trigger and move between the links, wrapping around', async () => {
  const { user, trigger } = setup();
  trigger.focus();
  await user.keyboard('{ArrowDown}');
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'SEO LivingDocs' })).toHaveFocus();

  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('link', { name: 'SEO Self Made' })).toHaveFocus();
  await user.keyboard('{End}');
  expect(screen.getByRole('link', { name: 'Top 10 Liste' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('link', { name: 'SEO LivingDocs' })).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('link', { name: 'Top 10 Liste' })).toHaveFocus();
  await user.keyboard('{Home}');
  expect(screen.getByRole('link', { name: 'SEO LivingDocs' })).toHaveFocus();

  await user.keyboard('{Escape}');
  expect(trigger).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('link', { name: 'Top 10 Liste' })).toHaveFocus();
});
