import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { messageFor, RATING_COMMENT_MAX_LENGTH, RATING_REASONS } from 'portal-contract';
import styled from 'styled-components';
import { Button } from './Button';
import { Select } from './Select';
import { TextField } from './TextField';

const Box = styled.div`
  display: grid;
  gap: 0.6rem;
  padding-top: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.95rem;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

const Reason = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: end;
`;

export interface RatingPromptProps {
  onRate: (rating: { helpful: boolean; reason?: string; comment?: string }) => void;
  state: { isLoading: boolean; isSuccess: boolean; isError: boolean };
}

/**
 * „War das Ergebnis hilfreich?“ under a finished result: thumbs up is sent at once, thumbs down asks
 * why (a few reasons, a comment if the user likes). The sending is the caller's (shared-auth).
 */
export function RatingPrompt({ onRate, state: rating }: RatingPromptProps) {
  const [down, setDown] = useState(false);
  const [reason, setReason] = useState<string>(RATING_REASONS[0].id);
  const [comment, setComment] = useState('');
  const send = (helpful: boolean, extra: { reason?: string; comment?: string } = {}) => onRate({ helpful, ...extra });
  if (rating.isSuccess) return <Box role="status">{messageFor('rating-thanks')}</Box>;
  const submitReason = (event: FormEvent) => {
    event.preventDefault();
    send(false, { reason, ...(comment.trim() ? { comment: comment.trim() } : {}) });
  };
  return (
    <Box>
      <Row role="group" aria-label="Bewertung des Ergebnisses">
        <span>War das Ergebnis hilfreich?</span>
        <Button $variant="secondary" aria-pressed={false} disabled={rating.isLoading} onClick={() => send(true)}>
          <ThumbsUp size={18} aria-hidden="true" />
          Ja
        </Button>
        <Button $variant="secondary" aria-pressed={down} disabled={rating.isLoading} onClick={() => setDown(true)}>
          <ThumbsDown size={18} aria-hidden="true" />
          Nein
        </Button>
      </Row>
      {down && (
        <Reason onSubmit={submitReason} aria-label="Warum nicht hilfreich?">
          <Select label="Warum nicht?" value={reason} options={RATING_REASONS} onChange={setReason} />
          <TextField
            label="Anmerkung (freiwillig)"
            value={comment}
            maxLength={RATING_COMMENT_MAX_LENGTH}
            onChange={(event) => setComment(event.target.value)}
          />
          <Button type="submit" disabled={rating.isLoading}>
            Senden
          </Button>
        </Reason>
      )}
      {rating.isError && <span role="status">{messageFor('rating-failed')}</span>}
    </Box>
  );
}
