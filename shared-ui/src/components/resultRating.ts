/**
 * Thumbs on a result, wired without shared-ui knowing the gateway: ToolPage names the tool, the
 * portal's providers (shared-auth) put the component that sends the rating into this context, and
 * ToolOutput shows it under a finished result of a tool the history knows.
 */
import { createContext, useContext, type ComponentType } from 'react';

export interface ResultRatingProps {
  /** The tool's feature id. */
  tool: string;
  /** The history entry the gateway kept the result as, if it did. */
  historyId?: string | undefined;
}

export const ResultRatingContext = createContext<ComponentType<ResultRatingProps> | null>(null);
export const ToolIdContext = createContext<string | null>(null);

export const useResultRating = () => ({ Rating: useContext(ResultRatingContext), tool: useContext(ToolIdContext) });
