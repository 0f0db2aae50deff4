import { Button } from 'shared-ui';
import styled from 'styled-components';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  flex-wrap: wrap;
`;

/** "Zurück · Seite 2 von 5 · Weiter" under a paged list. */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Bar aria-label="Seiten">
      <Button $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Zurück
      </Button>
      <span aria-live="polite">
        Seite {page} von {pages} ({total} {total === 1 ? 'Eintrag' : 'Einträge'})
      </span>
      <Button $variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Weiter
      </Button>
    </Bar>
  );
}
