import { screen, within } from '@testing-library/react';

/**
 * The one table reader of the component tests: the cell texts of the body rows of the table named
 * `name` (its caption or heading), so a test compares a table with a plain array.
 */
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
