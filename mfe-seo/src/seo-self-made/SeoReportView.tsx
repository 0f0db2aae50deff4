import styled from 'styled-components';
import type { SeoReport } from 'shared-ui';
import { CheckList } from './CheckList';
import { ScoreMeter } from './ScoreMeter';
import { formatFlesch } from './score';

const Layout = styled.div`
  display: grid;
  gap: 1.25rem;
`;

const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

export function SeoReportView({ report }: { report: SeoReport }) {
  return (
    <Layout>
      <ScoreMeter score={report.score} />
      <Facts>
        <dt>Lesbarkeit (Flesch-Index)</dt>
        <dd>
          {formatFlesch(report.readability.flesch)} – {report.readability.label}
        </dd>
      </Facts>
      <CheckList checks={report.checks} />
    </Layout>
  );
}
