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

test('before a run the result column says where the result will appear, without a live region', () => {
  renderWithTheme(<ToolOutput status="idle" error={null} title="Vorschläge" />);
  expect(screen.getByRole('heading', { name: 'Vorschläge' })).toBeInTheDocument();
  expect(screen.getByText(messageFor('result-appears-here'))).toBeInTheDocument();
  expect(screen.queryByRole('status')).toBeNull();
});

test('a run given whole shows what has streamed in, then its result', () => {
  const run = { status: 'running' as const, streamed: 'Erste Worte', error: null, result: null };
  const { rerender } = renderWithTheme(<ToolOutput run={run} />);
  expect(screen.getByTestId('tool-streamed')).toHaveTextContent('Erste Worte');
  rerender(
    <ToolOutput run={{ ...run, status: 'done', result: { historyId: 'h1' } }} copyText="Kurzfassung">
      Kurzfassung
    </ToolOutput>,
  );
  expect(screen.queryByTestId('tool-streamed')).toBeNull();
  expect(screen.getByText('Kurzfassung')).toBeInTheDocument();
  expect(outputStatus()).toHaveTextContent(messageFor('result-ready'));
});

describe('a run that starts out of view', () => {
  const scrollIntoView = jest.fn();
  beforeEach(() => {
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    jest.restoreAllMocks();
  });

  const panelAt = (top: number) =>
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + 100 } as DOMRect);

  test('scrolls the result panel to the top when it starts below the screen', () => {
    // Stacked below a long form: its top in the lower half of the screen.
    panelAt(window.innerHeight * 0.7);
    const { rerender } = renderWithTheme(<ToolOutput status="idle" error={null} />);
    rerender(<ToolOutput status="running" error={null} />);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
    // Streaming and the finished result do not scroll again: the reader may have scrolled away.
    rerender(<ToolOutput status="running" error={null} streamed="Erste Worte" />);
    rerender(
      <ToolOutput status="done" error={null}>
        Fertig
      </ToolOutput>,
    );
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  test('leaves a panel that is already in view where it is (side by side on wide screens)', () => {
    panelAt(120);
    const { rerender } = renderWithTheme(<ToolOutput status="idle" error={null} />);
    rerender(<ToolOutput status="running" error={null} />);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
