import { useMemo, useState } from 'react';
import { isMostlyRejected, STYLE_RULE_CATEGORIES, styleRuleKindLabels } from 'portal-contract/house-style';
import { Button, Select, TextField } from 'shared-ui';
import styled from 'styled-components';
import type { StyleRule } from './api';
import { RuleExample } from './RuleExample';
import { RuleHistory } from './RuleHistory';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: end;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem;
`;

const Item = styled.li<{ $disabled: boolean }>`
  display: grid;
  gap: 0.35rem;
  padding: 0.9rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  opacity: ${({ $disabled }) => ($disabled ? 0.65 : 1)};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    /* A long word or example has no spaces to break at on a phone. */
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Flag = styled.p`
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const percent = new Intl.NumberFormat('de-DE', { style: 'percent' });

/** How the rule fares in use: how often it fired, the share of its changes staff kept. */
function usage({ stats, kind }: StyleRule): string {
  if (kind === 'instruction') return 'Geht an die KI-Werkzeuge (nicht gezählt)';
  const decisions = stats.accepted + stats.rejected;
  const fired = `${stats.fired}× angewendet`;
  if (decisions === 0) return `${fired} · noch keine Entscheidungen`;
  return `${fired} · ${percent.format(stats.accepted / decisions)} übernommen (${stats.accepted} von ${decisions} Entscheidungen)`;
}

/** The texts the search looks in: what the list shows, and for editors the expressions they keep. */
function searchable(rule: StyleRule, canEdit: boolean): string[] {
  const shown = [rule.title, rule.explanation, rule.example?.before ?? '', rule.example?.after ?? ''];
  const readable = canEdit || rule.kind === 'term' || rule.kind === 'instruction';
  return readable ? [...shown, rule.find, rule.replace] : shown;
}

/** Who changed the rule last; a seeded rule has no author (the gateway sends null). */
const origin = (rule: StyleRule) => (rule.updatedBy ? `zuletzt geändert von ${rule.updatedBy}` : 'Vorgabe des Portals');

export interface RuleListProps {
  rules: readonly StyleRule[];
  canEdit: boolean;
  onEdit: (rule: StyleRule) => void;
  onToggle: (rule: StyleRule) => void;
  onDelete: (rule: StyleRule) => void;
}

/** The tenant's rules with search and category filter; edit controls only for those who may edit. */
export function RuleList({ rules, canEdit, onEdit, onToggle, onDelete }: RuleListProps) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [which, setWhich] = useState('');
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const shown = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase('de');
    return rules.filter(
      (rule) =>
        (!category || rule.category === category) &&
        (which !== 'rejected' || isMostlyRejected(rule.stats)) &&
        (!needle || searchable(rule, canEdit).some((text) => text.toLocaleLowerCase('de').includes(needle))),
    );
  }, [rules, search, category, which, canEdit]);
  const categories = [{ id: '', label: 'Alle Kategorien' }, ...STYLE_RULE_CATEGORIES.map((id) => ({ id, label: id }))];
  return (
    <>
      <Filters>
        <TextField label="Suche" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        <Select label="Kategorie" value={category} options={categories} onChange={setCategory} />
        <Select
          label="Anzeigen"
          value={which}
          options={[
            { id: '', label: 'Alle Regeln' },
            { id: 'rejected', label: 'Meist abgelehnte Regeln' },
          ]}
          onChange={setWhich}
        />
      </Filters>
      <p role="status">
        {shown.length} von {rules.length} Regeln
      </p>
      <List aria-label="Regeln des Hausstils">
        {shown.map((rule) => (
          <Item key={rule.id} $disabled={!rule.enabled}>
            <h3>
              {rule.title}
              {!rule.enabled && ' (ausgeschaltet)'}
            </h3>
            {rule.explanation && <p>{rule.explanation}</p>}
            <RuleExample rule={rule} />
            <Meta>
              {rule.category} · {styleRuleKindLabels[rule.kind]}
              {rule.desk ? ` · Ressort ${rule.desk}` : ''} · {origin(rule)}
            </Meta>
            <Meta>{usage(rule)}</Meta>
            {isMostlyRejected(rule.stats) && <Flag>Wird meist abgelehnt – prüfe, ob die Regel so noch stimmt.</Flag>}
            <Actions>
              <Button
                $variant="secondary"
                onClick={() => setHistoryOf(historyOf === rule.id ? null : rule.id)}
                aria-expanded={historyOf === rule.id}
                aria-label={`Verlauf von ${rule.title}`}
              >
                Verlauf
              </Button>
              {canEdit && (
                <>
                  <Button $variant="secondary" onClick={() => onEdit(rule)} aria-label={`${rule.title} bearbeiten`}>
                    Bearbeiten
                  </Button>
                  <Button
                    $variant="secondary"
                    onClick={() => onToggle(rule)}
                    aria-label={`${rule.title} ${rule.enabled ? 'ausschalten' : 'einschalten'}`}
                  >
                    {rule.enabled ? 'Ausschalten' : 'Einschalten'}
                  </Button>
                  <Button $variant="secondary" onClick={() => onDelete(rule)} aria-label={`${rule.title} löschen`}>
                    Löschen
                  </Button>
                </>
              )}
            </Actions>
            {historyOf === rule.id && <RuleHistory ruleId={rule.id} title={rule.title} />}
          </Item>
        ))}
      </List>
    </>
  );
}
