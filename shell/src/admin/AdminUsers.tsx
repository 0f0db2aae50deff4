import { useState } from 'react';
import { Alert, formatDate, messageFor, roleLabels, Select, Spinner, type MessageCode, type Role } from 'shared-ui';
import { errorCodeOf } from 'shared-auth';
import { ShellPage } from '../pages/ShellPage';
import { useChangeRoleMutation, useMembersQuery, type Member } from './adminApi';
import { TableFrame } from './AdminTable';
import { Pagination } from './Pagination';

type Notice = { tone: 'error' | 'success'; text: string } | null;

/**
 * /admin/users: the members of the admin's tenant (portal admins choose any tenant) with their roles.
 * A tick grants, an untick revokes; the gateway decides who may change what and logs every change.
 */
export function AdminUsers() {
  const [page, setPage] = useState(1);
  const [tenant, setTenant] = useState<string | undefined>(undefined);
  const { data, error, isFetching } = useMembersQuery({ page, ...(tenant ? { tenant } : {}) });
  const [changeRole, { isLoading: saving }] = useChangeRoleMutation();
  const [notice, setNotice] = useState<Notice>(null);

  const toggle = async (member: Member, role: Role, grant: boolean) => {
    setNotice(null);
    try {
      await changeRole({ uid: member.uid, role, grant }).unwrap();
      setNotice({ tone: 'success', text: messageFor('roles-saved', { email: member.email ?? member.uid }) });
    } catch (failure) {
      setNotice({ tone: 'error', text: messageFor(errorCodeOf(failure)) });
    }
  };

  return (
    <ShellPage title="Benutzer und Rollen">
      <p>Mitarbeitende deines Mandanten und ihre Rollen. Jede Änderung steht im Protokoll.</p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {error && <Alert tone="error">{messageFor(errorCodeOf(error) as MessageCode)}</Alert>}
      {data && data.tenants.length > 1 && (
        <Select
          label="Mandant"
          value={data.tenant}
          options={data.tenants.map((name) => ({ id: name, label: name }))}
          onChange={(name) => {
            setTenant(name);
            setPage(1);
          }}
        />
      )}
      {!data && isFetching && <Spinner label="Benutzer werden geladen …" />}
      {data && (
        <>
          <TableFrame>
            <table aria-busy={isFetching || saving} aria-label={`Mitglieder von ${data.tenant}`}>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">E-Mail-Adresse</th>
                  <th scope="col">Rollen</th>
                  <th scope="col">Dabei seit</th>
                </tr>
              </thead>
              <tbody>
                {data.users.map((member) => (
                  <tr key={member.uid}>
                    <td>{member.displayName || '–'}</td>
                    <td>{member.email ?? member.uid}</td>
                    <td>
                      {data.grantable.map((role) => (
                        <label key={role}>
                          <input
                            type="checkbox"
                            checked={member.roles.includes(role)}
                            disabled={saving}
                            onChange={(event) => void toggle(member, role, event.target.checked)}
                          />
                          {roleLabels[role]}
                        </label>
                      ))}
                      {member.roles
                        .filter((role) => !data.grantable.includes(role))
                        .map((role) => (
                          <span key={role}>{roleLabels[role]} </span>
                        ))}
                    </td>
                    <td>{formatDate(member.joinedAt)}</td>
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
