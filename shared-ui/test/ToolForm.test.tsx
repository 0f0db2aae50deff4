import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToolForm } from '../src/components/ToolForm';
import { renderWithTheme } from './renderWithTheme';

test('a form given its run waits while the run goes, and „Stoppen“ stops that run', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  const run = { status: 'running' as const, stop: jest.fn() };
  const { rerender } = renderWithTheme(
    <ToolForm run={run} onSubmit={onSubmit} submitLabel="Zusammenfassen">
      <span />
    </ToolForm>,
  );
  expect(screen.getByRole('button', { name: 'Zusammenfassen' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Stoppen' }));
  expect(run.stop).toHaveBeenCalledTimes(1);

  rerender(
    <ToolForm run={{ ...run, status: 'stopped' }} onSubmit={onSubmit} submitLabel="Zusammenfassen">
      <span />
    </ToolForm>,
  );
  expect(screen.queryByRole('button', { name: 'Stoppen' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Zusammenfassen' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
});
