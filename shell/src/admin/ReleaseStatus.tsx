import { ArrowUpCircle, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, formatDateTime, messageFor, Spinner, VisuallyHidden } from 'shared-ui';
import { errorCodeOf } from 'shared-auth';
import type { MessageCode } from 'shared-ui';
import type { RemoteStatus, VersionFigures } from 'portal-contract/schemas';
import { ShellPage } from '../pages/ShellPage';
import { useChangeReleaseMutation, useRemoteStatusQuery } from './adminApi';
import { TableFrame } from './AdminTable';

const Remote = styled.section`
  display: grid;
  gap: 0.75rem;
  padding-top: 0.5rem;
  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const Mark = styled.span`
  display: inline-block;
  white-space: nowrap;
  margin-left: 0.4rem;
  padding: 0 0.4rem;
  border-radius: 0.4rem;
  font-size: 0.8rem;
  font-weight: 700;
  border: 1px solid currentColor;
`;

const Versions = styled(TableFrame)`
  td:first-child {
    overflow-wrap: normal;
  }
  td:last-child button {
    white-space: nowrap;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

type Step = { remote: string; pkg: string; step: 'promote' | 'rollback'; version?: string; previous?: string | null };

const percent = (share: number) => `${Math.round(share * 100)} %`;
const dateOrDash = (iso: string | null) => (iso ? formatDateTime(iso) : '–');

function successRate({ loads, failures }: VersionFigures): string {
  return loads === 0 ? '–' : percent((loads - failures) / loads);
}

function stagedFor(staged: NonNullable<RemoteStatus['staged']>): string {
  return staged.tenant !== undefined ? `für den Mandanten ${staged.tenant}` : `für ${staged.share} % der Nutzer`;
}

/** What a step does, in the words of the question before it and of its button. */
function describe(step: Step): string {
  if (step.step === 'promote') return `${step.pkg}: die gestufte Version für alle freigeben`;
  if (step.version) return `${step.pkg}: ${step.version} live schalten`;
  return step.previous ? `${step.pkg}: zurückrollen auf ${step.previous}` : `${step.pkg}: die gestufte Version zurückziehen`;
}

function VersionTable({ remote, onRollback }: { remote: RemoteStatus; onRollback: (version: string) => void }) {
  return (
    <Versions>
      <table aria-label={`Versionen von ${remote.pkg}`}>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Veröffentlicht</th>
            <th scope="col">Aufrufe</th>
            <th scope="col">Erfolgreich</th>
            <th scope="col">Median bis Anzeige</th>
            <th scope="col">
              <VisuallyHidden>Aktion</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {[...remote.versions].reverse().map((version) => (
            <tr key={version.version}>
              <td>
                {version.version === 'dist' ? 'dist (Build von npm start)' : version.version}
                {version.live && <Mark>live</Mark>}
                {version.staged && <Mark>gestuft</Mark>}
                {version.rolledBack && !version.live && !version.staged && <Mark>zurückgerollt</Mark>}
              </td>
              <td>
                {dateOrDash(version.releasedAt)}
                {version.releasedBy && <small>von {version.releasedBy}</small>}
              </td>
              <td>{version.loads}</td>
              <td>{successRate(version)}</td>
              <td>{version.medianMs === null ? '–' : `${version.medianMs} ms`}</td>
              <td>
                {!version.live && !version.staged && (
                  <Button $variant="secondary" onClick={() => onRollback(version.version)}>
                    Live schalten
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Versions>
  );
}

/**
 * /status (portal admins): each remote with its live, staged and kept versions, their load figures
 * as the shell reports them, automatic rollbacks, and promote/rollback with the commands' rules.
 * Every step asks once more before it changes what everyone loads.
 */
export function ReleaseStatus() {
  const { data, error, isFetching } = useRemoteStatusQuery();
  const [changeRelease, { isLoading: changing }] = useChangeReleaseMutation();
  const [pending, setPending] = useState<Step | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const confirm = async (step: Step) => {
    setPending(null);
    try {
      await changeRelease(step).unwrap();
      setOutcome({ tone: 'success', text: `Erledigt – ${describe(step)}. Geöffnete Seiten laden die Version beim nächsten Neuladen.` });
    } catch (failure) {
      setOutcome({ tone: 'error', text: messageFor(errorCodeOf(failure) as MessageCode) });
    }
  };
  const ask = (step: Step) => {
    setOutcome(null);
    setPending(step);
  };

  return (
    <ShellPage title="Status der Bereiche">
      <p>
        Welche Version jedes Bereichs live ist, wie oft sie geladen wurde (letzte 30 Tage) und wie schnell. Freigeben und Zurückrollen
        wirken wie <code>npm run promote</code> und <code>npm run rollback</code> und stehen im Protokoll.
        {data &&
          ` Automatisch zurückgerollt wird eine neue Version, deren Aufrufe in den ersten ${data.watch.windowMinutes} Minuten zu ${percent(
            data.watch.failureRate,
          )} oder mehr fehlschlagen (ab ${data.watch.minLoads} Aufrufen).`}
      </p>
      {error && <Alert tone="error">{messageFor(errorCodeOf(error))}</Alert>}
      {!data && isFetching && <Spinner label="Status wird geladen …" />}
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      {pending && (
        <Alert tone="info">
          <span>Wirklich? {describe(pending)}.</span>
          <Actions>
            <Button disabled={changing} onClick={() => void confirm(pending)}>
              Ja, ausführen
            </Button>
            <Button $variant="secondary" onClick={() => setPending(null)}>
              Abbrechen
            </Button>
          </Actions>
        </Alert>
      )}
      {data?.remotes.map((remote) => (
        <Remote key={remote.remote} aria-labelledby={`status-${remote.remote}`}>
          <h2 id={`status-${remote.remote}`}>{remote.pkg}</h2>
          <p>
            Live: <strong>{remote.live}</strong>
            {remote.liveSince && ` seit ${formatDateTime(remote.liveSince)}`}
            {remote.staged && (
              <>
                {' · '}Gestuft: <strong>{remote.staged.version}</strong> {stagedFor(remote.staged)} seit{' '}
                {formatDateTime(remote.staged.since)}
              </>
            )}
          </p>
          {remote.autoRollbacks.map((rollback) => (
            <Alert key={rollback.version} tone="error">
              {`${rollback.version} wurde am ${formatDateTime(rollback.at)} automatisch zurückgerollt: ${rollback.failures} von ${rollback.loads} Aufrufen fehlgeschlagen, live war danach ${rollback.to || '–'}.`}
            </Alert>
          ))}
          <Actions>
            {remote.staged && (
              <Button onClick={() => ask({ remote: remote.remote, pkg: remote.pkg, step: 'promote' })}>
                <ArrowUpCircle size={18} aria-hidden="true" />
                Für alle freigeben
              </Button>
            )}
            {(remote.staged || remote.previous) && (
              <Button
                $variant="secondary"
                onClick={() =>
                  ask({ remote: remote.remote, pkg: remote.pkg, step: 'rollback', previous: remote.staged ? null : remote.previous })
                }
              >
                <RotateCcw size={18} aria-hidden="true" />
                {remote.staged ? 'Gestufte Version zurückziehen' : `Zurückrollen auf ${remote.previous}`}
              </Button>
            )}
          </Actions>
          <VersionTable
            remote={remote}
            onRollback={(version) => ask({ remote: remote.remote, pkg: remote.pkg, step: 'rollback', version })}
          />
        </Remote>
      ))}
    </ShellPage>
  );
}
