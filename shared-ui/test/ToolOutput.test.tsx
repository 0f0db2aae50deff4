import { screen } from '@testing-library/react';
import { ToolOutput } from '../src/components/ToolOutput';
import { messageFor } from 'portal-contract';
import { renderWithTheme } from './renderWithTheme';

const outputStatus = () => screen.getAllByRole('status').find((region) => !region.querySelector('[aria-hidden="true"]'));

test('a live region present while the tool runs says "ready" once the result is there', () => {
  const { rerender } = renderWithTheme(<ToolOutput status="running" error={null} />);
  const region = outputStatus();
  expect(region).toHaveTextContent(/^$/);

  rerender(
    <ToolOutput status="done" error={null} copyText="Kurzfassung">
      Kurzfassung
    </ToolOutput>,
  );
  // The same element: a live region that appears together with its text is often not read out.
  expect(region).toBeInTheDocument();
  expect(region).toHaveTextContent(messageFor('result-ready'));
});

test('a failed or stopped run is not announced as ready', () => {
  const { rerender } = renderWithTheme(<ToolOutput status="failed" error="internal-error" />);
  expect(screen.queryByText(messageFor('result-ready'))).toBeNull();
  rerender(<ToolOutput status="stopped" error={null} streamed="Halb" />);
  expect(screen.queryByText(messageFor('result-ready'))).toBeNull();
});
