import { CopyButton } from 'shared-ui';
import styled from 'styled-components';
import type { RankedTerm } from 'shared-ui';
import { commaList } from './keywordCsv';

const Section = styled.div`
  display: grid;
  gap: 0.75rem;
  align-content: start;
  min-width: 0;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: 700;
    font-size: 1.1rem;
    padding-bottom: 0.5rem;
  }
  th,
  td {
    padding: 0.4rem 0.6rem;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    background: ${({ theme }) => theme.colors.background};
  }
  .numeric {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const Score = styled.span`
  display: inline-flex;
  gap: 0.5rem;
  align-items: center;
  justify-content: flex-end;
`;

/** The bar is decoration: the number beside it says the same for screen readers. */
const Bar = styled.span<{ $share: number }>`
  display: inline-block;
  width: 4rem;
  height: 0.5rem;
  border-radius: 999px;
  background: linear-gradient(
    to right,
    ${({ theme }) => theme.colors.primary} ${({ $share }) => $share}%,
    ${({ theme }) => theme.colors.border} ${({ $share }) => $share}%
  );
`;

const scoreFormat = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Scores are 0–1; anything outside (a provider's rounding) is drawn at the edge. */
const share = (score: number) => Math.round(Math.min(1, Math.max(0, score)) * 100);

export function RankedTable({ caption, terms }: { caption: string; terms: readonly RankedTerm[] }) {
  return (
    <Section>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="numeric">
              Rang
            </th>
            <th scope="col">Begriff</th>
            <th scope="col" className="numeric">
              Gewichtung
            </th>
          </tr>
        </thead>
        <tbody>
          {terms.length === 0 && (
            <tr>
              <td colSpan={3}>Keine gefunden.</td>
            </tr>
          )}
          {terms.map((entry, index) => (
            <tr key={entry.term}>
              <td className="numeric">{index + 1}</td>
              <td>{entry.term}</td>
              <td className="numeric">
                <Score>
                  {scoreFormat.format(entry.score)}
                  <Bar $share={share(entry.score)} aria-hidden="true" />
                </Score>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {terms.length > 0 && (
        <div>
          <CopyButton text={commaList(terms)} label={`${caption} als Liste kopieren`} />
        </div>
      )}
    </Section>
  );
}
