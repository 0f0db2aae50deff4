import { Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert, Button, downloadCsv, formatDateTime, messageFor, Select, Spinner, TextField, type MessageCode } from 'shared-ui';
import { errorCodeOf, gatewayRequest, useHasAnyRole } from 'shared-auth';
import { ShellPage } from '../pages/ShellPage';
import { auditQuery, useAuditQuery, type AuditFilter } from './adminApi';
import { Filters, TableFrame } from './AdminTable';
import { Pagination } from './Pagination';
import type { AuditAction } from 'portal-contract/schemas';

/** The audit log's actions in German; one for each action the contract names. */
export const auditActionLabels: Record<AuditAction, string> = {
  'user.sign-up': 'Registrierung',
  'tenant.join': 'Mandant beigetreten',
  'role.grant': 'Rolle vergeben',
  'role.revoke': 'Rolle entzogen',
  'announcement.send': 'Ankündigung gesendet',
  'dashboards.import': 'Dashboard-Daten importiert',
  'microsoft.verified': 'Microsoft-Anmeldung bestätigt',
  'microsoft.refused': 'Microsoft-Anmeldung abgelehnt',
  'style-rule.create': 'Hausstil-Regel angelegt',
  'style-rule.update': 'Hausstil-Regel geändert',
  'style-rule.delete': 'Hausstil-Regel gelöscht',
  'style-rule.import': 'Hausstil-Regeln importiert',
  'history.retention': 'Aufbewahrung des Verlaufs geändert',
  'quota.change': 'KI-Kontingent geändert',
  'preview.start': 'Vorschau gestartet',
  'release.publish': 'Release veröffentlicht',
  'release.stage': 'Release gestuft',
  'release.promote': 'Release für alle',
  'release.rollback': 'Release zurückgerollt',
  'release.prune': 'Alte Releases gelöscht',
  'release.auto-rollback': 'Release automatisch zurückgerollt',
  'ai-policy.change': 'Regel für personenbezogene Daten geändert',
  'personal-data.pseudonymised': 'Personenbezogene Daten pseudonymisiert gesendet',
  'personal-data.offline': 'Personenbezogene Daten offline bearbeitet',
  'personal-data.refused': 'Text mit personenbezogenen Daten abgelehnt',
  'personal-data.asked': 'Bei personenbezogenen Daten nachgefragt',
};

const actionOptions = [{ id: '', label: 'Alle Aktionen' }, ...Object.entries(auditActionLabels).map(([id, label]) => ({ id, label }))];

/**
 * /admin/audit: who did what when, newest first — tenant admins see their tenant, portal admins all.
 * Filter by action and period; the CSV holds every matching entry. Nothing here can change an entry.
 */
export function AdminAudit() {
  const [draft, setDraft] = useState<AuditFilter>({});
  const [filter, setFilter] = useState<AuditFilter>({});
  const [page, setPage] = useState(1);
  const [exportError, setExportError] = useState<MessageCode | null>(null);
  const portalAdmin = useHasAnyRole(['portal-admin']);
  const { data, error, isFetching } = useAuditQuery({ ...filter, page });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter(draft);
    setPage(1);
  };

  const exportCsv = async () => {
    setExportError(null);
    try {
      const response = await gatewayRequest(`/v1/admin/audit.csv?${auditQuery(filter)}`);
      downloadCsv('protokoll.csv', await response.text());
    } catch (failure) {
      setExportError(errorCodeOf(failure));
    }
  };

  return (
    <ShellPage title="Protokoll">
      <p>
        {portalAdmin ? 'Alle Änderungen im Portal.' : 'Alle Änderungen in deinem Mandanten.'} Einträge lassen sich nicht ändern oder
        löschen.
      </p>
      <Filters onSubmit={apply} aria-label="Protokoll filtern">
        <Select label="Aktion" value={draft.action ?? ''} options={actionOptions} onChange={(action) => setDraft({ ...draft, action })} />
        <TextField
          label="Von"
          type="date"
          value={draft.from ?? ''}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextField label="Bis" type="date" value={draft.to ?? ''} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
        <Button type="submit">Filtern</Button>
        <Button $variant="secondary" type="button" onClick={() => void exportCsv()}>
          <Download size={18} aria-hidden="true" />
          Als CSV herunterladen
        </Button>
      </Filters>
      {exportError && <Alert tone="error">{messageFor(exportError)}</Alert>}
      {error && <Alert tone="error">{messageFor(errorCodeOf(error))}</Alert>}
      {!data && isFetching && <Spinner label="Protokoll wird geladen …" />}
      {data && data.entries.length === 0 && <Alert>{messageFor('no-audit-entries')}</Alert>}
      {data && data.entries.length > 0 && (
        <>
          <TableFrame>
            <table aria-busy={isFetching} aria-label="Protokolleinträge">
              <thead>
                <tr>
                  <th scope="col">Zeit</th>
                  <th scope="col">Wer</th>
                  {portalAdmin && <th scope="col">Mandant</th>}
                  <th scope="col">Aktion</th>
                  <th scope="col">Betrifft</th>
                </tr>
              </thead>
              <tbody>
                {data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{formatDateTime(entry.at)}</td>
                    <td>{entry.actorEmail ?? entry.actorUid ?? 'System'}</td>
                    {portalAdmin && <td>{entry.tenant ?? '–'}</td>}
                    <td>{auditActionLabels[entry.action as AuditAction] ?? entry.action}</td>
                    <td>{entry.target ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
          <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
        </>
      )}
    </ShellPage>
  );
}
