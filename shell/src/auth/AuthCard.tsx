import styled from 'styled-components';
import { Card } from 'shared-ui';

/** The centred card of the login and sign-up pages. */
export const AuthCard = styled(Card)`
  width: min(28rem, 100%);
  margin: 0 auto;
  padding: 2rem;
  display: grid;
  gap: 1.1rem;
  h1 { margin: 0; font-size: 1.8rem; }
  form { display: grid; gap: 1rem; }
`;

export const Field = styled.div`
  display: grid;
  gap: 0.35rem;
  label { font-weight: 600; }
  input {
    font: inherit;
    padding: 0.65rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
  }
  input[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;

export const Divider = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;
