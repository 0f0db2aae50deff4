import { screen, within } from '@testing-library/react';

/** Cell texts of the body rows of the table named `name` (its caption). */
export function tableRows(name: string | RegExp) {
  return within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}
