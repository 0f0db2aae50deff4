import type { ReactNode } from 'react';
import { Alert, Button, Spinner, messageFor } from 'shared-ui';
import { errorMessage } from './errors';

/** The parts of an RTK Query hook result this view needs. */
export interface QueryLike<T> {
  /** Data for the current arguments only: after a range change, old figures never show as new. */
  currentData?: T | undefined;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/** Loading, error (catalogue message and a retry), empty (`no-data`) or the data itself. */
export function QueryView<T>({
  query,
  isEmpty = isEmptyList,
  children,
}: {
  query: QueryLike<T>;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    return (
      <Alert tone="error">
        {errorMessage(query.error)}
        <Button $variant="secondary" onClick={() => void query.refetch()}>
          Erneut versuchen
        </Button>
      </Alert>
    );
  }
  if (query.currentData === undefined) return <Spinner label="Daten werden geladen …" />;
  if (isEmpty(query.currentData)) return <Alert tone="info">{messageFor('no-data')}</Alert>;
  return <>{children(query.currentData)}</>;
}

/** Several queries as one: data when all have it, the first error, and a retry of the failed ones. */
export function allOf<A, B, C>(a: QueryLike<A>, b: QueryLike<B>, c: QueryLike<C>): QueryLike<[A, B, C]> {
  const queries = [a, b, c];
  const failed = queries.filter((query) => query.isError);
  const ready = a.currentData !== undefined && b.currentData !== undefined && c.currentData !== undefined;
  return {
    currentData: ready ? [a.currentData as A, b.currentData as B, c.currentData as C] : undefined,
    isError: failed.length > 0,
    error: failed[0]?.error,
    refetch: () => failed.forEach((query) => query.refetch()),
  };
}
