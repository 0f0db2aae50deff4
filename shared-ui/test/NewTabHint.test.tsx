import { screen } from '@testing-library/react';
import { NewTabHint } from '../src/components/NewTabHint';
import { renderWithTheme } from './renderWithTheme';

test('a link with the hint tells screen readers that it opens a new tab', () => {
  renderWithTheme(
    <a href="https://www.sv-gruppe.test/" target="_blank" rel="noopener noreferrer">
      <img src="/logos/sv-gruppe.svg" alt="SV-Gruppe" />
      <NewTabHint />
    </a>,
  );
  expect(screen.getByRole('link', { name: 'SV-Gruppe (öffnet in neuem Tab)' })).toHaveAttribute('target', '_blank');
});
