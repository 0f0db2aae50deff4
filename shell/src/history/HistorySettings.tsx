import { History } from 'lucide-react';
import { useState } from 'react';
import { errorCodeOf, gatewayRequest } from 'shared-auth';
import { Alert, Button, Link, messageFor, saveFile, type MessageCode } from 'shared-ui';
import styled from 'styled-components';
import { useDeleteAllHistoryMutation, useSaveUserSettingsMutation, useUserSettingsQuery } from './historyApi';

const Section = styled.section`
  display: grid;
  gap: 0.75rem;
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  label {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    font-weight: 600;
  }
  input[type='checkbox'] {
    width: 1.2rem;
    height: 1.2rem;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    font-weight: 600;
  }
`;

/**
 * „Verlauf speichern“ on „Mein Konto“: off keeps nothing new; the existing entries can go at once.
 * „Meine Daten“ downloads everything the portal keeps about the user as one JSON file.
 */
export function HistorySettings() {
  const settings = useUserSettingsQuery();
  const [save, saving] = useSaveUserSettingsMutation();
  const [deleteAll, deletion] = useDeleteAllHistoryMutation();
  const [deleted, setDeleted] = useState(false);
  const [exportError, setExportError] = useState<MessageCode | null>(null);
  const downloadOwnData = async () => {
    setExportError(null);
    try {
      const response = await gatewayRequest('/v1/me/export');
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'meine-daten.json';
      saveFile(await response.blob(), name);
    } catch (failure) {
      setExportError(errorCodeOf(failure));
    }
  };
  const enabled = settings.data?.historyEnabled ?? true;
  return (
    <Section aria-labelledby="history-settings-title">
      <h2 id="history-settings-title">Verlauf</h2>
      <label>
        <input
          type="checkbox"
          checked={enabled}
          disabled={!settings.data || saving.isLoading}
          onChange={(event) => void save({ historyEnabled: event.target.checked })}
        />
        Verlauf speichern
      </label>
      <p>
        {enabled
          ? 'Deine Ergebnisse werden gespeichert, damit du sie später und auf anderen Geräten wiederfindest. Nur du siehst sie.'
          : 'Es wird nichts gespeichert. Was schon im Verlauf ist, kannst du hier löschen.'}
      </p>
      {(settings.isError || saving.isError || deletion.isError) && (
        <Alert tone="error">{messageFor(errorCodeOf(settings.error ?? saving.error ?? deletion.error))}</Alert>
      )}
      {exportError && <Alert tone="error">{messageFor(exportError)}</Alert>}
      {deleted && <Alert tone="success">{messageFor('history-deleted')}</Alert>}
      <Row>
        <Link to="/history">
          <History size={18} aria-hidden="true" />
          Verlauf öffnen
        </Link>
        <Button
          $variant="secondary"
          disabled={deletion.isLoading}
          onClick={() => {
            if (window.confirm('Deinen ganzen Verlauf löschen? Das lässt sich nicht rückgängig machen.'))
              void deleteAll()
                .unwrap()
                .then(
                  () => setDeleted(true),
                  () => undefined,
                );
          }}
        >
          Verlauf löschen
        </Button>
        <Button $variant="secondary" onClick={() => void downloadOwnData()}>
          Meine Daten herunterladen (JSON)
        </Button>
      </Row>
    </Section>
  );
}
