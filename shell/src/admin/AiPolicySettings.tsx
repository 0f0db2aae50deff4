/**
 * „Personenbezogene Daten und KI“ in the tenant's settings: what happens when a text for an external
 * AI provider holds personal data, whether office holders keep their names, whether copied and
 * downloaded results carry the labelling line — and how often the rule acted in the last 30 days.
 * The gateway checks the role and audits every change (`ai-policy.change`).
 */
import { useId } from 'react';
import type { AiPolicy, AiPolicyReply } from 'portal-contract/schemas';
import { AI_LABEL_LINE, PERSONAL_DATA_POLICIES, personalDataOutcomeLabels, personalDataPolicyLabels } from 'portal-contract/ai-policy';
import { errorCodeOf, portalApi } from 'shared-auth';
import { Alert, messageFor } from 'shared-ui';
import styled from 'styled-components';
import { TableFrame } from './AdminTable';

export const aiPolicyApi = portalApi.enhanceEndpoints({ addTagTypes: ['AiPolicy'] }).injectEndpoints({
  endpoints: (build) => ({
    aiPolicy: build.query<AiPolicyReply, void>({ query: () => ({ path: '/v1/admin/ai-policy' }), providesTags: ['AiPolicy'] }),
    saveAiPolicy: build.mutation<AiPolicyReply, AiPolicy>({
      query: (body) => ({ path: '/v1/admin/ai-policy', method: 'PUT', body }),
      invalidatesTags: ['AiPolicy'],
    }),
  }),
});

/** The part of the reply the form edits (the reply also says whether a provider is set up, and the use). */
export const policyOf = ({ personalData, keepOfficeHolders, aiLabel }: AiPolicy): AiPolicy => ({
  personalData,
  keepOfficeHolders,
  aiLabel,
});

export const samePolicy = (a: AiPolicy, b: AiPolicy) =>
  a.personalData === b.personalData && a.keepOfficeHolders === b.keepOfficeHolders && a.aiLabel === b.aiLabel;

const Fields = styled.fieldset`
  display: grid;
  gap: 0.6rem;
  margin: 0;
  padding: 0.9rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  legend {
    font-weight: 700;
    padding: 0 0.3rem;
  }
`;

const Choice = styled.div`
  display: grid;
  gap: 0.15rem;
  & + & {
    margin-top: 0.5rem;
  }
  label {
    display: flex;
    gap: 0.5rem;
    align-items: baseline;
  }
  /* The description sits under the name, in line with it, outside the label (its own accessible description). */
  span {
    padding-left: 1.5rem;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Check = styled.label`
  display: flex;
  gap: 0.5rem;
  align-items: baseline;
`;

/** The rule inside the tenant's settings form, which saves it with „Speichern“ (only when it changed). */
export function AiPolicyFields({
  value,
  onChange,
  externalProvider,
}: {
  value: AiPolicy;
  onChange: (policy: AiPolicy) => void;
  externalProvider: boolean;
}) {
  const id = useId();
  return (
    <Fields>
      <legend>Personenbezogene Daten und KI</legend>
      {!externalProvider && (
        <Alert tone="info">
          Derzeit arbeiten alle Werkzeuge offline; die Regel greift, sobald ein externer KI-Anbieter eingerichtet ist.
        </Alert>
      )}
      <div role="radiogroup" aria-label="Wenn ein Text personenbezogene Daten enthält">
        {PERSONAL_DATA_POLICIES.map((policy) => (
          <Choice key={policy}>
            <label>
              <input
                type="radio"
                name={`${id}-personal-data`}
                value={policy}
                checked={value.personalData === policy}
                onChange={() => onChange({ ...value, personalData: policy })}
                aria-describedby={`${id}-${policy}`}
              />
              {personalDataPolicyLabels[policy].label}
            </label>
            <span id={`${id}-${policy}`}>{personalDataPolicyLabels[policy].description}</span>
          </Choice>
        ))}
      </div>
      <Check>
        <input
          type="checkbox"
          checked={value.keepOfficeHolders}
          onChange={(event) => onChange({ ...value, keepOfficeHolders: event.target.checked })}
        />
        Amtsträger mit Amt nicht pseudonymisieren
      </Check>
      <Check>
        <input type="checkbox" checked={value.aiLabel} onChange={(event) => onChange({ ...value, aiLabel: event.target.checked })} />
        Kopierte und heruntergeladene Texte mit „{AI_LABEL_LINE}“ kennzeichnen
      </Check>
    </Fields>
  );
}

/** How often each rule acted in the last 30 days: runs and items replaced (never the items themselves). */
export function AiPolicyUsage() {
  const { data, error } = aiPolicyApi.useAiPolicyQuery();
  if (error) return <Alert tone="error">{messageFor(errorCodeOf(error))}</Alert>;
  if (!data) return null;
  return (
    <TableFrame>
      <h3>Personenbezogene Daten in den letzten 30 Tagen</h3>
      {data.usage.length === 0 ? (
        <p>Die Regel hat in den letzten 30 Tagen nicht gegriffen.</p>
      ) : (
        <table aria-label="Personenbezogene Daten in den letzten 30 Tagen">
          <thead>
            <tr>
              <th scope="col">Regel</th>
              <th scope="col">Ergebnis</th>
              <th scope="col">Läufe</th>
              <th scope="col">Angaben</th>
            </tr>
          </thead>
          <tbody>
            {data.usage.map(({ policy, outcome, runs, items }) => (
              <tr key={`${policy}-${outcome}`}>
                <td>{personalDataPolicyLabels[policy].label}</td>
                <td>{personalDataOutcomeLabels[outcome]}</td>
                <td>{number.format(runs)}</td>
                <td>{number.format(items)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </TableFrame>
  );
}

const number = new Intl.NumberFormat('de-DE');
