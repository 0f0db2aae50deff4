import { screen } from '@testing-library/react';
import { ScrollingTable } from '../src/components/ScrollingTable';
import { renderWithTheme } from './renderWithTheme';

test('the heading names both the table and the box keyboard users focus to scroll it', () => {
  renderWithTheme(
    <>
      <h2 id="links-heading">Deine Kurzlinks</h2>
      <ScrollingTable labelledBy="links-heading">
        <tbody>
          <tr>
            <td>merkur.de/s/wiesn</td>
          </tr>
        </tbody>
      </ScrollingTable>
    </>,
  );
  expect(screen.getByRole('table', { name: 'Deine Kurzlinks' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Deine Kurzlinks' })).toHaveAttribute('tabindex', '0');
});
