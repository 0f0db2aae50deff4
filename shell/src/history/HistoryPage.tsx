import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { errorCodeOf } from 'shared-auth';
import {
  Alert,
  Button,
  featureById,
  formatDateTime,
  HISTORY_TOOLS,
  Link,
  messageFor,
  Select,
  Spinner,
  TextField,
  useSearchParams,
  type HistoryTool,
} from 'shared-ui';
import styled from 'styled-components';
import { Filters } from '../admin/AdminTable';
import { Pagination } from '../admin/Pagination';
import { ShellPage } from '../pages/ShellPage';
import { HistoryEntryView } from './HistoryEntryView';
import { useDeleteAllHistoryMutation, useHistoryQuery, useUserSettingsQuery } from './historyApi';

/** The list alone is as wide as the page; with an entry open, the entry gets the larger half. */
const Layout = styled.div<{ $open: boolean }>`
  display: grid;
  gap: 1.25rem;
  align-items: start;
  @media (min-width: 1100px) {
    grid-template-columns: ${({ $open }) => ($open ? 'minmax(0, 2fr) minmax(0, 3fr)' : 'minmax(0, 1fr)')};
  }
`;

const ListFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
  justify-content: space-between;
  margin-top: 1rem;
`;

const Entries = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
`;

const EntryButton = styled.button<{ $current: boolean }>`
  width: 100%;
  display: grid;
  gap: 0.2rem;
  text-align: left;
  font: inherit;
  color: inherit;
  padding: 0.75rem 0.9rem;
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  overflow-wrap: anywhere;
  strong {
    font-size: 0.95rem;
  }
  span {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const toolOptions = [{ id: '', label: 'Alle Werkzeuge' }, ...HISTORY_TOOLS.map((id) => ({ id, label: featureById(id).name }))];

/**
 * /history („Verlauf“): the user's own finished and stopped runs, newest first, with a tool filter
 * and a search over input and result; an entry opens read-only beside the list.
 */
export function HistoryPage() {
  // Filter, search, page and the open entry live in the address: „Zurück“ from a reopened tool
  // lands on the same list with the same entry open.
  const [params, setParams] = useSearchParams();
  const tool = (HISTORY_TOOLS as readonly string[]).includes(params.get('tool') ?? '') ? (params.get('tool') as HistoryTool) : '';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openId = params.get('entry');
  const [draft, setDraft] = useState(q);
  const update = (changes: Record<string, string | null>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  const setPage = (value: number) => update({ page: value > 1 ? String(value) : null });
  const setOpenId = (id: string | null) => update({ entry: id });
  const settings = useUserSettingsQuery();
  const { data, error, isFetching } = useHistoryQuery({ tool: tool || undefined, q: q || undefined, page });
  const [deleteAll, deletion] = useDeleteAllHistoryMutation();

  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ q: draft.trim() || null, page: null, entry: null });
  };

  return (
    <ShellPage title="Verlauf">
      <p>
        Deine Ergebnisse der KI-Werkzeuge, nur für dich sichtbar. Einträge werden nach der Aufbewahrungsfrist deines Mandanten gelöscht.{' '}
        {settings.data?.historyEnabled === false && (
          <>
            Das Speichern ist ausgeschaltet – ändern kannst du das unter <Link to="/user">Mein Konto</Link>.
          </>
        )}
      </p>
      <Filters onSubmit={search} aria-label="Verlauf durchsuchen">
        <Select
          label="Werkzeug"
          value={tool}
          options={toolOptions}
          onChange={(value) => update({ tool: value || null, page: null, entry: null })}
        />
        <TextField label="Suche in Eingabe und Ergebnis" type="search" value={draft} onChange={(event) => setDraft(event.target.value)} />
        <Button type="submit">
          <Search size={18} aria-hidden="true" />
          Suchen
        </Button>
      </Filters>
      {error && <Alert tone="error">{messageFor(errorCodeOf(error))}</Alert>}
      {deletion.isError && <Alert tone="error">{messageFor(errorCodeOf(deletion.error))}</Alert>}
      {isFetching && !data && <Spinner label="Verlauf wird geladen …" />}
      {data && (
        <Layout $open={openId !== null}>
          <div>
            {data.total === 0 ? (
              <p role="status">{messageFor(q || tool ? 'history-no-match' : 'history-empty')}</p>
            ) : (
              <Entries aria-label="Einträge">
                {data.entries.map((entry) => (
                  <li key={entry.id}>
                    <EntryButton
                      type="button"
                      $current={entry.id === openId}
                      aria-current={entry.id === openId}
                      onClick={() => setOpenId(entry.id)}
                    >
                      <strong>
                        {featureById(entry.tool).name}
                        {entry.status === 'stopped' ? ' (abgebrochen)' : ''}
                      </strong>
                      <span>{formatDateTime(entry.createdAt)}</span>
                      <span>{entry.resultPreview || entry.inputPreview}</span>
                    </EntryButton>
                  </li>
                ))}
              </Entries>
            )}
            <ListFooter>
              <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
              {data.total > 0 && (
                <Button
                  $variant="secondary"
                  onClick={() => {
                    if (window.confirm('Deinen ganzen Verlauf löschen? Das lässt sich nicht rückgängig machen.')) {
                      setOpenId(null);
                      void deleteAll();
                    }
                  }}
                >
                  Ganzen Verlauf löschen
                </Button>
              )}
            </ListFooter>
          </div>
          {openId && <HistoryEntryView key={openId} id={openId} onDeleted={() => setOpenId(null)} />}
        </Layout>
      )}
    </ShellPage>
  );
}
