import { Alert, Button, Select, Spinner } from 'shared-ui';
import type { VoiceChoice } from './useVoice';

/** The voices of the gateway's provider: a spinner while they load, the reason and a retry if none. */
export function VoiceSelect({ choice, onChange }: { choice: VoiceChoice; onChange: (voice: string) => void }) {
  if (choice.problem) {
    return (
      <Alert tone="error">
        {choice.problem}
        <Button $variant="secondary" onClick={choice.retry}>
          Stimmen erneut laden
        </Button>
      </Alert>
    );
  }
  if (!choice.voices || choice.voice === undefined) return <Spinner label="Stimmen werden geladen …" />;
  return <Select label="Stimme" value={choice.voice} options={choice.voices} onChange={onChange} />;
}
