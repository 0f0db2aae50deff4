/**
 * Provenance under a finished result, the tenant's labelling line on what is copied and downloaded,
 * and the personal-data views of a failed run — all in ToolOutput, so every tool page has them.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messageFor, type Provenance } from 'portal-contract';
import { AI_LABEL_LINE } from 'portal-contract/ai-policy';
import { DownloadButton } from '../src/components/DownloadButton';
import { ProvenanceNote } from '../src/components/ProvenanceNote';
import { ToolOutput, type ShownRun } from '../src/components/ToolOutput';
import { withAiLabel } from '../src/components/runNotes/aiLabel';
import { formatDateTime } from '../src/format';
import { renderWithTheme } from './renderWithTheme';

const provenance: Provenance = {
  engine: 'openai',
  model: 'gpt-4o-mini',
  failover: null,
  pseudonymised: 3,
  houseStyle: { version: '2026-11-28T09:41:00.000Z' },
  sourceCheck: { findings: 0 },
  label: null,
};

const run = (result: ShownRun['result'], extra: Partial<ShownRun> = {}): ShownRun => ({
  status: 'done',
  streamed: '',
  error: null,
  result,
  ...extra,
});

describe('provenance', () => {
  test('a finished result says who wrote it, with which model, what was pseudonymised, the house style and the check', async () => {
    renderWithTheme(<ToolOutput run={run({ provenance })}>Kurzfassung</ToolOutput>);
    const note = await screen.findByRole('note', { name: 'Herkunft des Ergebnisses' });
    expect(note).toHaveTextContent(
      `Erstellt von openai · Modell gpt-4o-mini · 3 personenbezogene Angaben pseudonymisiert · Hausstil vom ${formatDateTime(
        '2026-11-28T09:41:00.000Z',
      )} · Quellencheck: ohne Befund`,
    );
  });

  test('the offline engine by name, without its model; a failover says whom it replaced; nothing pseudonymised says nothing of it', async () => {
    renderWithTheme(
      <ProvenanceNote
        provenance={{
          ...provenance,
          engine: 'local',
          model: 'offline',
          failover: { from: 'openai' },
          pseudonymised: 0,
          houseStyle: null,
          sourceCheck: { findings: 2 },
        }}
      />,
    );
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(/^Ersatz: Offline-Engine, weil openai nicht antwortete · Quellencheck: 2 Hinweise$/);
    expect(note).not.toHaveTextContent(/Modell|pseudonymisiert/);
  });

  test('one item is one „Angabe“', async () => {
    renderWithTheme(<ProvenanceNote provenance={{ ...provenance, pseudonymised: 1, houseStyle: null, sourceCheck: null }} />);
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Erstellt von openai · Modell gpt-4o-mini · 1 personenbezogene Angabe pseudonymisiert',
    );
  });

  test('without provenance, or before the result is done, there is no note', async () => {
    const { rerender } = renderWithTheme(<ToolOutput run={run({})}>Kurzfassung</ToolOutput>);
    rerender(<ToolOutput run={run({ provenance }, { status: 'running', streamed: 'Kurz' })} />);
    rerender(<ToolOutput run={run({ provenance }, { status: 'stopped', streamed: 'Kurz' })} />);
    // Give a lazily loaded view the time it would need.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('note')).toBeNull();
  });

  test('a page that passes fields gives the provenance on its own', async () => {
    renderWithTheme(
      <ToolOutput status="done" error={null} provenance={provenance}>
        Keywords
      </ToolOutput>,
    );
    expect(await screen.findByRole('note')).toHaveTextContent('Erstellt von openai');
  });
});

describe('labelling line', () => {
  const writeText = jest.fn<Promise<void>, [string]>();
  const saved: Blob[] = [];
  beforeEach(() => {
    writeText.mockReset().mockResolvedValue(undefined);
    saved.length = 0;
    Object.assign(URL, { createObjectURL: jest.fn((blob: Blob) => (saved.push(blob), 'blob:x')), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  const textOf = (blob: Blob) =>
    new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blob);
    });

  const setup = () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    return user;
  };

  test('the line goes last, after a blank line, trailing space trimmed', () => {
    expect(withAiLabel('Text.\n', AI_LABEL_LINE)).toBe(`Text.\n\n— ${AI_LABEL_LINE}`);
    expect(withAiLabel('Text.', null)).toBe('Text.');
  });

  test('with a label, „Ergebnis kopieren“ and a plain-text download end with it; CSV and subtitles stay as they are', async () => {
    const user = setup();
    renderWithTheme(
      <ToolOutput
        run={run({ provenance: { ...provenance, label: AI_LABEL_LINE } })}
        copyText="Der Stadtrat baut aus."
        actions={
          <>
            <DownloadButton content="Der Stadtrat baut aus." filename="z.txt">
              Als .txt herunterladen
            </DownloadButton>
            <DownloadButton content={'"a","b"\r\n'} filename="k.csv" mimeType="text/csv;charset=utf-8">
              CSV
            </DownloadButton>
          </>
        }
      >
        Der Stadtrat baut aus.
      </ToolOutput>,
    );
    await user.click(screen.getByRole('button', { name: 'Ergebnis kopieren' }));
    expect(writeText).toHaveBeenCalledWith(`Der Stadtrat baut aus.\n\n— ${AI_LABEL_LINE}`);
    await user.click(screen.getByRole('button', { name: 'Als .txt herunterladen' }));
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    expect(await textOf(saved[0]!)).toBe(`Der Stadtrat baut aus.\n\n— ${AI_LABEL_LINE}`);
    expect(await textOf(saved[1]!)).toBe('"a","b"\r\n');
  });

  test('without a label (or outside a result) nothing is added', async () => {
    const user = setup();
    renderWithTheme(
      <>
        <ToolOutput run={run({ provenance })} copyText="Text." />
        <DownloadButton content="Verlauf." filename="v.txt">
          Außerhalb
        </DownloadButton>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Ergebnis kopieren' }));
    expect(writeText).toHaveBeenCalledWith('Text.');
    await user.click(screen.getByRole('button', { name: 'Außerhalb' }));
    expect(await textOf(saved[0]!)).toBe('Verlauf.');
  });
});

describe('personal data', () => {
  const details = {
    found: [
      { kind: 'person', text: 'Anna Berger' },
      { kind: 'phone', text: '0171 2345678' },
    ],
    choices: ['pseudonymise', 'offline'],
  };

  test('`ask`: the message, what was found by kind, and the choice; a click resends with it, „Abbrechen“ cancels', async () => {
    const user = userEvent.setup();
    const resend = jest.fn();
    const cancel = jest.fn();
    renderWithTheme(
      <ToolOutput run={run(null, { status: 'failed', error: 'personal-data-found', failure: { details, resend, cancel } })} />,
    );
    expect(await screen.findByText(messageFor('personal-data-found', { items: 'Name, Telefon' }))).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Gefundene personenbezogene Angaben' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Name: Anna Berger', 'Telefon: 0171 2345678']);
    await user.click(screen.getByRole('button', { name: 'Pseudonymisiert senden' }));
    expect(resend).toHaveBeenLastCalledWith('pseudonymise');
    await user.click(screen.getByRole('button', { name: 'Offline bearbeiten' }));
    expect(resend).toHaveBeenLastCalledWith('offline');
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  test('only the choices the gateway offers; its own {items} when it sends them', async () => {
    renderWithTheme(
      <ToolOutput
        status="failed"
        error="personal-data-found"
        failure={{ details: { ...details, choices: ['offline'] }, params: { items: '2 Angaben' }, resend: jest.fn(), cancel: jest.fn() }}
      />,
    );
    expect(await screen.findByText(messageFor('personal-data-found', { items: '2 Angaben' }))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Offline bearbeiten' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pseudonymisiert senden' })).toBeNull();
  });

  test('`offline` refusing a tool: the 422 as an error with its items filled in', async () => {
    renderWithTheme(<ToolOutput status="failed" error="personal-data-offline-only" failure={{ params: { items: 'Name' } }} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messageFor('personal-data-offline-only', { items: 'Name' }));
    expect(alert).not.toHaveTextContent('{items}');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
