import { PlainText } from 'shared-ui';
import styled from 'styled-components';
import type { TranscriptResult } from 'shared-ui';
import { formatTimestamp, isoDuration, needsHours } from './formats';

const Segments = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.75rem;
    line-height: 1.6;
  }
  time {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
    padding-top: 0.15rem;
  }
`;

/** The transcript segment by segment with its start time; as plain text when there are no segments. */
export function TranscriptView({ transcript }: { transcript: TranscriptResult }) {
  if (transcript.segments.length === 0) return <PlainText>{transcript.text}</PlainText>;
  const withHours = needsHours(transcript.segments);
  return (
    <Segments aria-label="Transkript mit Zeitmarken">
      {transcript.segments.map((segment, index) => (
        <li key={index}>
          <time dateTime={isoDuration(segment.start)}>{formatTimestamp(segment.start, withHours)}</time>
          <PlainText>{segment.text.trim()}</PlainText>
        </li>
      ))}
    </Segments>
  );
}
