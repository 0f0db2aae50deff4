import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyButton } from '../src/components/CopyButton';
import { messages } from 'portal-contract';
import { renderWithTheme } from './renderWithTheme';

const writeText = jest.fn<Promise<void>, [string]>();

beforeEach(() => writeText.mockReset());

function setup() {
  // userEvent.setup() installs its own clipboard stub, so ours goes on afterwards.
  const user = userEvent.setup();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return user;
}

test('copies the text and shows "Kopiert" for a moment', async () => {
  const user = setup();
  writeText.mockResolvedValue(undefined);
  renderWithTheme(<CopyButton text="http://localhost:8080/s/abc1234" label="Kurzlink kopieren" resetAfterMs={50} />);

  await user.click(screen.getByRole('button', { name: 'Kurzlink kopieren' }));

  expect(writeText).toHaveBeenCalledWith('http://localhost:8080/s/abc1234');
  expect(screen.getByRole('button', { name: 'Kopiert' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('In die Zwischenablage kopiert');
  await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
  expect(screen.getByRole('button', { name: 'Kurzlink kopieren' })).toHaveTextContent('Kopieren');
});

test('a refused clipboard tells the user to copy by hand', async () => {
  const user = setup();
  writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
  renderWithTheme(<CopyButton text="abc" />);

  await user.click(screen.getByRole('button', { name: 'Kopieren' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(messages['copy-failed']);
  expect(screen.getByRole('button', { name: 'Kopieren' })).toBeInTheDocument();
});
