import styled from 'styled-components';
import { messageFor, type MessageCode } from 'portal-contract';
import { personalDataKindLabels, PERSONAL_DATA_CHOICES, type PersonalDataChoice } from 'portal-contract/ai-policy';
import type { PersonalDataFound } from 'portal-contract/schemas';
import { Alert } from '../Alert';
import { Button } from '../Button';
import type { RunFailure } from './runFailure';

const Found = styled.ul`
  margin: 0;
  padding-left: 1.1rem;
  display: grid;
  gap: 0.25rem;
`;

const Kind = styled.span`
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const choiceLabels: Record<PersonalDataChoice, string> = {
  pseudonymise: 'Pseudonymisiert senden',
  offline: 'Offline bearbeiten',
};

const kindLabel = (kind: string) => personalDataKindLabels[kind as keyof typeof personalDataKindLabels] ?? kind;

/** `error.details` as the contract describes them; whatever else arrives counts as nothing found. */
function foundIn(details: unknown): PersonalDataFound {
  const { found, choices } = (details ?? {}) as Partial<Record<keyof PersonalDataFound, unknown>>;
  return {
    found: Array.isArray(found)
      ? found.filter((item): item is PersonalDataFound['found'][number] => typeof item?.kind === 'string' && typeof item?.text === 'string')
      : [],
    choices: PERSONAL_DATA_CHOICES.filter((choice) => Array.isArray(choices) && choices.includes(choice)),
  };
}

/**
 * `{items}` of the two messages: the gateway's own value when it sends the message's params, else the
 * kinds it found („Name, Telefon“), so the sentence never shows a bare placeholder.
 */
function itemsOf(failure: RunFailure | null | undefined, found: PersonalDataFound['found']): string | number {
  return failure?.params?.items ?? [...new Set(found.map((item) => kindLabel(item.kind)))].join(', ');
}

/**
 * The tenant's personal-data policy stopped a run. Policy `ask` (409 `personal-data-found`): what was
 * found, and the user chooses — sent with placeholders, done by the offline engine, or not at all.
 * Policy `offline` for a tool the offline engine cannot do (422 `personal-data-offline-only`): the
 * refusal, like any other error.
 */
export default function PersonalDataView({ code, failure }: { code: MessageCode; failure?: RunFailure | null | undefined }) {
  const { found, choices } = foundIn(failure?.details);
  const message = messageFor(code, { ...failure?.params, items: itemsOf(failure, found) });
  if (code !== 'personal-data-found') return <Alert tone="error">{message}</Alert>;
  const { resend, cancel } = failure ?? {};
  return (
    <Alert tone="info">
      <span>{message}</span>
      {found.length > 0 && (
        <Found aria-label="Gefundene personenbezogene Angaben">
          {found.map((item, index) => (
            <li key={index}>
              <Kind>{kindLabel(item.kind)}:</Kind> {item.text}
            </li>
          ))}
        </Found>
      )}
      <Actions>
        {resend &&
          choices.map((choice, index) => (
            <Button key={choice} $variant={index === 0 ? 'primary' : 'secondary'} onClick={() => resend(choice)}>
              {choiceLabels[choice]}
            </Button>
          ))}
        {cancel && (
          <Button $variant="secondary" onClick={cancel}>
            Abbrechen
          </Button>
        )}
      </Actions>
    </Alert>
  );
}
