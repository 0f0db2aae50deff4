import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ResultRatingBody } from 'portal-contract/schemas';
import styled from 'styled-components';
import {
  Button,
  messageFor,
  RATING_COMMENT_MAX_LENGTH,
  RATING_REASONS,
  Select,
  TextField,
  type RatedTool,
  type ResultRatingProps,
} from 'shared-ui';
import { portalApi } from '../gateway/portalApi';

const ratingApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    rateResult: build.mutation<void, ResultRatingBody>({ query: (body) => ({ path: '/v1/results/rating', method: 'POST', body }) }),
  }),
});

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

/**
 * „War das Ergebnis hilfreich?“ under a finished result: thumbs up is sent at once, thumbs down asks
 * why (a few reasons, a comment if the user likes); sent with the tool and its history entry, once per
 * result. A failure to send is not the user's problem and only says so. Loaded when a first result is
 * there (PortalProviders), so the first page load does not carry it.
 */
export default function ResultRating({ tool, historyId }: ResultRatingProps) {
  const [rate, rating] = ratingApi.useRateResultMutation();
  const [down, setDown] = useState(false);
  const [reason, setReason] = useState<string>(RATING_REASONS[0].id);
  const [comment, setComment] = useState('');
  const reasonForm = useRef<HTMLFormElement>(null);
  // The question follows the click: focus (and so the view, e.g. in the FAQ's scrolling conversation) moves to it.
  useEffect(() => {
    if (down) reasonForm.current?.querySelector('select')?.focus();
  }, [down]);
  const send = (helpful: boolean, extra: { reason?: string; comment?: string } = {}) =>
    void rate({ tool: tool as RatedTool, helpful, ...extra, ...(historyId ? { historyId } : {}) });
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
          Ja
        </Button>
        <Button $variant="secondary" aria-pressed={down} disabled={rating.isLoading} onClick={() => setDown(true)}>
          Nein
        </Button>
      </Row>
      {down && (
        <Reason ref={reasonForm} onSubmit={submitReason} aria-label="Warum nicht hilfreich?">
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
