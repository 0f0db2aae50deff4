import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from '../src/components/Tabs';
import { renderWithTheme } from './renderWithTheme';

const items = [
  { id: 'text', label: 'Textverarbeitung' },
  { id: 'seo', label: 'SEO' },
  { id: 'misc', label: 'Sonstiges' },
];

function GroupTabs() {
  const [selected, setSelected] = useState('text');
  return (
    <Tabs label="Funktionsgruppe" items={items} selected={selected} onSelect={setSelected}>
      <p>Inhalt {selected}</p>
    </Tabs>
  );
}

function setup() {
  const user = userEvent.setup();
  renderWithTheme(<GroupTabs />);
  return user;
}

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');

function expectSelected(label: string, id: string) {
  expect(tab(label)).toHaveAttribute('aria-selected', 'true');
  expect(tab(label)).toHaveAttribute('tabindex', '0');
  expect(screen.getAllByRole('tab', { selected: true })).toHaveLength(1);
  expect(panel()).toHaveAccessibleName(label);
  expect(within(panel()).getByText(`Inhalt ${id}`)).toBeInTheDocument();
}

test('renders a labelled tablist with the first tab selected', () => {
  setup();
  expect(screen.getByRole('tablist', { name: 'Funktionsgruppe' })).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual(['Textverarbeitung', 'SEO', 'Sonstiges']);
  expectSelected('Textverarbeitung', 'text');
  expect(tab('SEO')).toHaveAttribute('tabindex', '-1');
});

test('a click selects a tab', async () => {
  const user = setup();
  await user.click(tab('Sonstiges'));
  expectSelected('Sonstiges', 'misc');
});

test.each([
  ['ArrowRight', 'Textverarbeitung', 'SEO', 'seo'],
  ['ArrowRight', 'Sonstiges', 'Textverarbeitung', 'text'],
  ['ArrowLeft', 'SEO', 'Textverarbeitung', 'text'],
  ['ArrowLeft', 'Textverarbeitung', 'Sonstiges', 'misc'],
  ['Home', 'Sonstiges', 'Textverarbeitung', 'text'],
  ['End', 'Textverarbeitung', 'Sonstiges', 'misc'],
])('%s on %s selects and focuses %s', async (key, from, to, id) => {
  const user = setup();
  await user.click(tab(from));
  await user.keyboard(`{${key}}`);
  expectSelected(to, id);
  expect(tab(to)).toHaveFocus();
});

test('other keys change nothing', async () => {
  const user = setup();
  await user.click(tab('SEO'));
  await user.keyboard('{ArrowDown}a');
  expectSelected('SEO', 'seo');
});

test('small screens get a select with the same label and choices', async () => {
  const user = setup();
  const select = screen.getByRole('combobox', { name: 'Funktionsgruppe' });
  expect(select).toHaveValue('text');
  expect(
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(items.map((item) => item.label));

  await user.selectOptions(select, 'SEO');

  expectSelected('SEO', 'seo');
  await user.click(tab('Sonstiges'));
  expect(select).toHaveValue('misc');
});
