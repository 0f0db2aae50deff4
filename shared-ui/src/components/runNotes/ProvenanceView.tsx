import styled from 'styled-components';
import type { Provenance, ProvenanceEngine } from 'portal-contract';
import { formatDateTime } from '../../format';

const Line = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The external provider by the name the gateway's configuration uses; the offline engine in words. */
const engineName = (engine: ProvenanceEngine) => (engine === 'local' ? 'Offline-Engine' : engine);

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The provenance as one German line, its parts in the order a reader asks: who, with what, what was done to it. */
export function provenanceLine({ engine, model, failover, pseudonymised, houseStyle, sourceCheck }: Provenance): string {
  const parts = [
    failover ? `Ersatz: ${engineName(engine)}, weil ${engineName(failover.from)} nicht antwortete` : `Erstellt von ${engineName(engine)}`,
    // The offline engine's model is called „offline“: saying so again tells nothing.
    engine !== 'local' && model && `Modell ${model}`,
    pseudonymised > 0 && `${count(pseudonymised, 'personenbezogene Angabe', 'personenbezogene Angaben')} pseudonymisiert`,
    houseStyle && `Hausstil vom ${formatDateTime(houseStyle.version)}`,
    sourceCheck && `Quellencheck: ${sourceCheck.findings === 0 ? 'ohne Befund' : count(sourceCheck.findings, 'Hinweis', 'Hinweise')}`,
  ];
  return parts.filter(Boolean).join(' · ');
}

/** Under a result: where it comes from, so an editor can say so (and knows what the provider saw). */
export default function ProvenanceView({ provenance }: { provenance: Provenance }) {
  return (
    <Line role="note" aria-label="Herkunft des Ergebnisses">
      {provenanceLine(provenance)}
    </Line>
  );
}
