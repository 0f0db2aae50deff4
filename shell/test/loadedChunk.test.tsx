/** Shell code that loads with its first use (remote pages, the confirmation page): loading, failure, retry. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chunk, useLoadedChunk } from '../src/routing/useLoadedChunk';

function Slot({ source }: { source: ReturnType<typeof chunk<string>> }) {
  const { value, failed, retry } = useLoadedChunk(source);
  if (value) return <p>{value}</p>;
  if (failed) return <button onClick={retry}>Erneut versuchen</button>;
  return <p>lädt …</p>;
}

test('a chunk that fails to load can be tried again, and once loaded it is there at once', async () => {
  const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('Seite');
  const source = chunk(load);
  const { unmount } = render(<Slot source={source} />);
  expect(screen.getByText('lädt …')).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'Erneut versuchen' }));
  expect(await screen.findByText('Seite')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  unmount();
  render(<Slot source={source} />);
  expect(screen.getByText('Seite')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
