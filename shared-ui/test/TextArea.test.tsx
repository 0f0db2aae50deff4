import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextArea } from '../src/components/TextArea';
import { renderWithTheme } from './renderWithTheme';

function ControlledTextArea({ maxLength, initial = '' }: { maxLength: number; initial?: string }) {
  const [value, setValue] = useState(initial);
  return <TextArea label="Dein Text" value={value} onChange={setValue} maxLength={maxLength} />;
}

const field = () => screen.getByRole('textbox', { name: 'Dein Text' });

test('shows the live character and word count with the maximum', async () => {
  const user = userEvent.setup();
  renderWithTheme(<ControlledTextArea maxLength={20000} />);
  expect(field()).toHaveAccessibleDescription('0 / 20.000 Zeichen · 0 Wörter');

  await user.type(field(), 'z. B. der Hauptbahnhof');

  expect(field()).toHaveValue('z. B. der Hauptbahnhof');
  expect(field()).toHaveAccessibleDescription('22 / 20.000 Zeichen · 4 Wörter');
  expect(field()).not.toHaveAttribute('aria-invalid');
});

test('a text over the maximum is kept whole and marked invalid', () => {
  renderWithTheme(<ControlledTextArea maxLength={10} />);
  const tooLong = 'Ein Text, der zu lang ist.';

  fireEvent.change(field(), { target: { value: tooLong } });

  expect(field()).toHaveValue(tooLong);
  expect(field()).toHaveAttribute('aria-invalid', 'true');
  expect(field()).toHaveAccessibleDescription('26 / 10 Zeichen · 6 Wörter');
});

test('exactly the maximum is still valid; shortening an invalid text makes it valid again', async () => {
  const user = userEvent.setup();
  renderWithTheme(<ControlledTextArea maxLength={5} initial="123456" />);
  expect(field()).toHaveAttribute('aria-invalid', 'true');

  await user.type(field(), '{Backspace}');

  expect(field()).toHaveValue('12345');
  expect(field()).not.toHaveAttribute('aria-invalid');
});
