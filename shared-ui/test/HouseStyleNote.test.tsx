import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HouseStyleNote } from '../src/components/HouseStyleNote';
import { renderWithTheme } from './renderWithTheme';

const change = {
  ruleId: '1',
  original: '40%',
  replacement: '40 Prozent',
  reason: 'Hausstil: Prozent',
  explanation: 'Wir schreiben Prozent aus.',
};

test('counts the house-style changes and lists them with their rule on demand', async () => {
  renderWithTheme(<HouseStyleNote applied={{ changes: [change, { ...change, original: '5%', replacement: '5 Prozent' }] }} />);
  const summary = await screen.findByText('Hausstil angewendet: 2 Änderungen');
  expect(screen.getByText('„40%“ → „40 Prozent“', { exact: false })).not.toBeVisible();
  await userEvent.click(summary);
  expect(screen.getByText('„40%“ → „40 Prozent“', { exact: false })).toBeVisible();
  expect(screen.getAllByText('Hausstil: Prozent – Wir schreiben Prozent aus.')).toHaveLength(2);
});

test('says nothing without changes', () => {
  const { container } = renderWithTheme(<HouseStyleNote applied={undefined} />);
  expect(container).toBeEmptyDOMElement();
  renderWithTheme(<HouseStyleNote applied={{ changes: [] }} />);
  expect(screen.queryByText(/Hausstil angewendet/)).toBeNull();
});
