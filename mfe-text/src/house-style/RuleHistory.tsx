import { errorCodeOf } from 'shared-auth';
import { styleRuleFieldLabels, styleRuleKindLabels, type StyleRuleKind } from 'portal-contract/house-style';
import { Alert, messageFor, Spinner } from 'shared-ui';
import styled from 'styled-components';
import { useStyleRuleHistoryQuery, type StyleRuleHistoryReply } from './api';

type Entry = StyleRuleHistoryReply['entries'][number];
type Value = Entry['changes'][number]['after'];

const Steps = styled.ol`
  margin: 0;
  padding-left: 1.1rem;
  display: grid;
  gap: 0.5rem;
  font-size: 0.875rem;
  ul {
    margin: 0.2rem 0 0;
    padding-left: 1rem;
    overflow-wrap: anywhere;
  }
`;

const actionLabels: Record<Entry['action'], string> = {
  create: 'angelegt',
  update: 'geändert',
  delete: 'gelöscht',
  import: 'importiert',
};

const dateTime = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' });

function shown(field: Entry['changes'][number]['field'], value: Value): string {
  if (value === null || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (Array.isArray(value)) return value.length ? value.map((line) => `„${line}“`).join(', ') : '–';
  if (field === 'kind') return styleRuleKindLabels[value as StyleRuleKind] ?? value;
  return `„${value}“`;
}

/** Who changed the rule when, and which fields; for everyone who can read the rules. */
export function RuleHistory({ ruleId, title }: { ruleId: string; title: string }) {
  const history = useStyleRuleHistoryQuery(ruleId);
  if (history.isLoading) return <Spinner label="Verlauf wird geladen …" />;
  if (history.isError) return <Alert tone="error">{messageFor(errorCodeOf(history.error))}</Alert>;
  const entries = history.data?.entries ?? [];
  return (
    <Steps aria-label={`Verlauf von ${title}`}>
      {entries.map((entry, index) => (
        <li key={index}>
          {dateTime.format(new Date(entry.at))}: {actionLabels[entry.action]} von {entry.actorEmail ?? 'der Portal-Vorgabe'}
          {entry.action !== 'create' && entry.changes.length > 0 && (
            <ul>
              {entry.changes.map(({ field, before, after }) => (
                <li key={field}>
                  {styleRuleFieldLabels[field]}: {shown(field, before)} → {shown(field, after)}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </Steps>
  );
}
