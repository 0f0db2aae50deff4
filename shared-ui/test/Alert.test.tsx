import { screen } from '@testing-library/react';
import { Alert, type AlertTone } from '../src/components/Alert';
import { renderWithTheme } from './renderWithTheme';

test.each<[AlertTone | undefined, string]>([
  ['error', 'alert'],
  ['info', 'status'],
  ['success', 'status'],
  [undefined, 'status'],
])('tone %s is announced with role %s', (tone, role) => {
  renderWithTheme(<Alert tone={tone}>Meldung</Alert>);
  expect(screen.getByRole(role)).toHaveTextContent('Meldung');
  expect(screen.queryByRole(role === 'alert' ? 'status' : 'alert')).not.toBeInTheDocument();
});
