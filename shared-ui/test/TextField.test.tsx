import { render, screen } from '@testing-library/react';
import { PortalThemeProvider, TextField } from '../src';

test('labels the input and ties an error to it', () => {
  const { rerender } = render(
    <PortalThemeProvider>
      <TextField label="Lange Adresse" defaultValue="ftp://x" />
    </PortalThemeProvider>,
  );
  const input = screen.getByLabelText('Lange Adresse');
  expect(input).not.toHaveAttribute('aria-invalid');

  rerender(
    <PortalThemeProvider>
      <TextField label="Lange Adresse" defaultValue="ftp://x" error="Bitte gib eine gültige Adresse ein." />
    </PortalThemeProvider>,
  );
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Bitte gib eine gültige Adresse ein.');
  expect(input).toHaveValue('ftp://x');
});
