import { VisuallyHidden } from 'shared-ui';
import styled from 'styled-components';
import { wordChanges } from '../text-redact/wordChanges';
import type { StyleRule } from './api';

const Line = styled.p`
  strong {
    font-weight: 600;
  }
`;

const Removed = styled.mark`
  padding: 0 0.15em;
  border-radius: 0.2em;
  color: inherit;
  background: ${({ theme }) => theme.colors.dangerSurface};
`;

const Added = styled(Removed)`
  background: ${({ theme }) => theme.colors.successSurface};
`;

/** The example with the words the rule changes highlighted: removed ones in `before`, added ones in `after`. */
function Changed({ before, after, side }: { before: string; after: string; side: 'before' | 'after' }) {
  const Highlight = side === 'before' ? Removed : Added;
  return (
    <>
      „
      {wordChanges(before, after).map((part, index) => {
        if (part.kind === 'same') return part.text;
        const text = side === 'before' ? part.removed : part.added;
        return text && <Highlight key={index}>{text}</Highlight>;
      })}
      “
    </>
  );
}

/**
 * What a rule does, for people who do not read regular expressions: its first example before → after,
 * a hint's marked passage, an instruction's sentence. The expression itself is only in the editors' form.
 */
export function RuleExample({ rule }: { rule: StyleRule }) {
  if (rule.kind === 'instruction') {
    return (
      <Line>
        <strong>Anweisung an die KI:</strong> „{rule.replace}“
      </Line>
    );
  }
  // `example` is missing only from a gateway older than this page; a term is readable words anyway.
  const example = rule.example ?? null;
  if (!example) return rule.kind === 'term' ? <Line>{`„${rule.find}“ → „${rule.replace}“`}</Line> : null;
  if (rule.kind === 'hint') {
    return (
      <Line>
        <strong>Beispiel:</strong> „{example.before}“ – markiert {example.marked.map((passage) => `„${passage}“`).join(', ')}
      </Line>
    );
  }
  return (
    <Line>
      <strong>Beispiel:</strong> <Changed before={example.before} after={example.after} side="before" />
      <span aria-hidden="true"> → </span>
      <VisuallyHidden> wird zu </VisuallyHidden>
      <Changed before={example.before} after={example.after} side="after" />
    </Line>
  );
}
