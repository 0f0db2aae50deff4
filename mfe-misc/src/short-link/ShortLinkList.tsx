import { useId, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  NewTabHint,
  ScrollingTable,
  Spinner,
  VisuallyHidden,
  formatDate,
  formatNumber,
  messageFor,
  type MessageCode,
} from 'shared-ui';
import styled from 'styled-components';
import { useDeleteShortLinkMutation, useListShortLinksQuery, type ShortLink } from './api';
import { errorCodeOf } from 'shared-auth';

/** Long targets end in "…"; the whole address is in the tooltip and for screen readers. */
const Target = styled.span`
  display: inline-block;
  max-width: 22rem;
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: bottom;
`;

const Section = styled.section`
  display: grid;
  gap: 0.75rem;
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

/** The user's own links with their clicks; deleting asks first and refreshes the list. */
export function ShortLinkList({ onDeleted }: { onDeleted: (slug: string) => void }) {
  const headingId = useId();
  return (
    <Section>
      <h2 id={headingId}>Deine Kurzlinks</h2>
      <LinkTable headingId={headingId} onDeleted={onDeleted} />
    </Section>
  );
}

function LinkTable({ headingId, onDeleted }: { headingId: string; onDeleted: (slug: string) => void }): ReactNode {
  const links = useListShortLinksQuery();
  const [remove, removal] = useDeleteShortLinkMutation();
  const [deleteError, setDeleteError] = useState<MessageCode | null>(null);

  const confirmAndDelete = async (link: ShortLink) => {
    if (!window.confirm(messageFor('confirm-delete-short-link', { url: link.shortUrl }))) return;
    setDeleteError(null);
    try {
      await remove(link.slug).unwrap();
      onDeleted(link.slug);
    } catch (error) {
      setDeleteError(errorCodeOf(error));
    }
  };

  if (links.isError) {
    return (
      <Alert tone="error">
        {messageFor(errorCodeOf(links.error))}
        <Button $variant="secondary" onClick={() => void links.refetch()}>
          Erneut versuchen
        </Button>
      </Alert>
    );
  }
  if (!links.data) return <Spinner label="Deine Kurzlinks werden geladen …" />;
  if (links.data.length === 0) return <Alert tone="info">{messageFor('no-short-links')}</Alert>;

  return (
    <>
      {deleteError && <Alert tone="error">{messageFor(deleteError)}</Alert>}
      <ScrollingTable labelledBy={headingId}>
        <thead>
          <tr>
            <th scope="col">Kurzlink</th>
            <th scope="col">Ziel</th>
            <th scope="col" className="numeric">
              Klicks
            </th>
            <th scope="col">Erstellt am</th>
            <th scope="col">
              <VisuallyHidden>Aktion</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {links.data.map((link) => (
            <tr key={link.slug}>
              <td>
                <a href={link.shortUrl} target="_blank" rel="noopener">
                  {link.shortUrl}
                  <NewTabHint />
                </a>
              </td>
              <td>
                <Target title={link.url}>{link.url}</Target>
              </td>
              <td className="numeric">{formatNumber(link.clicks)}</td>
              <td>{formatDate(link.createdAt)}</td>
              <td>
                <Button
                  $variant="secondary"
                  aria-label={`Kurzlink ${link.slug} löschen`}
                  disabled={removal.isLoading && removal.originalArgs === link.slug}
                  onClick={() => void confirmAndDelete(link)}
                >
                  Löschen
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
    </>
  );
}
