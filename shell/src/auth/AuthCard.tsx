import styled from 'styled-components';
import { Card } from 'shared-ui';

/** The centred card of the login and sign-up pages. */
export const AuthCard = styled(Card)`
  width: min(28rem, 100%);
  margin: 0 auto;
  padding: 2rem;
  display: grid;
  gap: 1.1rem;
  h1 {
    margin: 0;
    font-size: 1.8rem;
  }
  form {
    display: grid;
    gap: 1rem;
  }
  /* A button of the prerendered page, before React runs it (untilHydrated). */
  button[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const Divider = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;
