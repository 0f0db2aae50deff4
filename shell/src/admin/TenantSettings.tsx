import { useState, type FormEvent } from 'react';
import type { AiPolicy, AiPolicyReply, HistoryRetention, QuotaBody, QuotaReply, ResultRatingsReply } from 'portal-contract/schemas';
import { errorCodeOf, portalApi } from 'shared-auth';
import { Alert, Button, featureById, historyRetentionDays, messageFor, RATING_REASONS, TextField } from 'shared-ui';
import { TableFrame } from './AdminTable';
import { AiPolicyFields, AiPolicyUsage, aiPolicyApi, policyOf, samePolicy } from './AiPolicySettings';
import styled from 'styled-components';

const tenantApi = portalApi.enhanceEndpoints({ addTagTypes: ['TenantSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    tenantQuota: build.query<QuotaReply, void>({ query: () => ({ path: '/v1/quota' }), providesTags: ['TenantSettings'] }),
    historyRetention: build.query<HistoryRetention, void>({
      query: () => ({ path: '/v1/admin/history-retention' }),
      providesTags: ['TenantSettings'],
    }),
    resultRatings: build.query<ResultRatingsReply, void>({ query: () => ({ path: '/v1/admin/result-ratings' }) }),
    saveQuota: build.mutation<QuotaReply, QuotaBody>({
      query: (body) => ({ path: '/v1/admin/quota', method: 'PUT', body }),
      invalidatesTags: ['TenantSettings'],
    }),
    saveRetention: build.mutation<HistoryRetention, HistoryRetention>({
      query: (body) => ({ path: '/v1/admin/history-retention', method: 'PUT', body }),
      invalidatesTags: ['TenantSettings'],
    }),
  }),
});

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  p {
    margin: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: end;
`;

const number = new Intl.NumberFormat('de-DE');
/** „2026-11“ → „November 2026“. */
const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * For tenant and portal admins on „Mein Konto“: the tenant's monthly AI quota (characters in and out;
 * empty: none) with this month's use, and how long the history is kept. The gateway checks the role.
 */
export function TenantSettings() {
  const quota = tenantApi.useTenantQuotaQuery();
  const retention = tenantApi.useHistoryRetentionQuery();
  // The personal-data rule is part of the form; when it cannot be loaded, the rest still can be saved.
  const aiPolicy = aiPolicyApi.useAiPolicyQuery();
  const error = quota.error ?? retention.error;
  return (
    <section aria-labelledby="tenant-settings-title">
      {error && <Alert tone="error">{messageFor(errorCodeOf(error))}</Alert>}
      {quota.data && retention.data && !aiPolicy.isLoading && (
        <SettingsForm quota={quota.data} retentionDays={retention.data.days} aiPolicy={aiPolicy.data} />
      )}
      <AiPolicyUsage />
      <Ratings />
    </section>
  );
}

const reasonLabel = (id: string) => RATING_REASONS.find((reason) => reason.id === id)?.label ?? id;

/** How staff rated the results, per tool: thumbs up, down and the reasons given. */
function Ratings() {
  const { data } = tenantApi.useResultRatingsQuery();
  if (!data) return null;
  return (
    <TableFrame>
      <h3>Bewertungen der Ergebnisse</h3>
      {data.tools.length === 0 ? (
        <p>{messageFor('no-ratings')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Werkzeug</th>
              <th scope="col">Hilfreich</th>
              <th scope="col">Nicht hilfreich</th>
              <th scope="col">Gründe</th>
            </tr>
          </thead>
          <tbody>
            {data.tools.map(({ tool, up, down, reasons }) => (
              <tr key={tool}>
                <td>{featureById(tool).name}</td>
                <td>{up}</td>
                <td>{down}</td>
                <td>
                  {Object.entries(reasons)
                    .map(([reason, times]) => `${reasonLabel(reason)} (${times})`)
                    .join(', ') || '–'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </TableFrame>
  );
}

/**
 * The form starts from what the gateway holds; after saving, the queries refetch the use. One
 * „Speichern“ for all of it; the personal-data rule is sent only when it changed (each change is
 * audited, and saving the quota should not log a rule change that was none).
 */
function SettingsForm({
  quota,
  retentionDays,
  aiPolicy,
}: {
  quota: QuotaReply;
  retentionDays: number;
  aiPolicy: AiPolicyReply | undefined;
}) {
  const [saveQuota, quotaSaving] = tenantApi.useSaveQuotaMutation();
  const [saveRetention, retentionSaving] = tenantApi.useSaveRetentionMutation();
  const [savePolicy, policySaving] = aiPolicyApi.useSaveAiPolicyMutation();
  const [policy, setPolicy] = useState<AiPolicy | null>(aiPolicy ? policyOf(aiPolicy) : null);
  const [limit, setLimit] = useState(quota.limitChars ? String(quota.limitChars) : '');
  const [days, setDays] = useState(String(retentionDays));
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const limitChars = limit.trim() ? Number(limit.replace(/\D/g, '')) : null;
    const policyChanged = policy && aiPolicy && !samePolicy(policy, policyOf(aiPolicy));
    const results = await Promise.all([
      saveQuota({ limitChars }).unwrap(),
      saveRetention({ days: Number(days) }).unwrap(),
      policyChanged ? savePolicy(policy).unwrap() : null,
    ]).catch(() => null);
    setSaved(results !== null);
  };
  const error = quotaSaving.error ?? retentionSaving.error ?? policySaving.error;
  return (
    <Form onSubmit={(event) => void submit(event)} aria-labelledby="tenant-settings-title">
      <h2 id="tenant-settings-title">Einstellungen des Mandanten</h2>
      <p>
        KI-Nutzung im {monthName(quota.month)}: {number.format(quota.usedChars)} Zeichen
        {quota.limitChars ? ` von ${number.format(quota.limitChars)} (${Math.floor(quota.share * 100)} %)` : ' (kein Kontingent)'}
      </p>
      {error && <Alert tone="error">{messageFor(errorCodeOf(error))}</Alert>}
      {saved && <Alert tone="success">{messageFor('settings-saved')}</Alert>}
      <Row>
        <TextField
          label="KI-Kontingent (Zeichen pro Monat, leer: keins)"
          inputMode="numeric"
          value={limit}
          onChange={(event) => setLimit(event.target.value)}
        />
        <TextField
          label="Verlauf aufbewahren (Tage)"
          type="number"
          min={historyRetentionDays.min}
          max={historyRetentionDays.max}
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
      </Row>
      {policy && aiPolicy && <AiPolicyFields value={policy} onChange={setPolicy} externalProvider={aiPolicy.externalProvider} />}
      <Row>
        <Button type="submit" disabled={quotaSaving.isLoading || retentionSaving.isLoading || policySaving.isLoading}>
          Speichern
        </Button>
      </Row>
    </Form>
  );
}
