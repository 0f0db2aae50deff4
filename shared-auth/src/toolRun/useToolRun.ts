import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageCode, RunFailure, ToolRunStatus } from 'shared-ui';
import type { PersonalDataChoice } from 'portal-contract/ai-policy';
import { errorCodeOf, failureOf } from '../gateway/gatewayFetch';
import { attachChoice } from './personalDataChoice';

/** What the work of one run gets: its abort signal and the ways to report as it goes. */
export interface ToolRunSteps<Progress> {
  /** Aborted when the run is stopped, replaced by a new run, reset, or its page is left. */
  signal: AbortSignal;
  /** Appends text to `streamed` (a generating tool's deltas). */
  stream: (delta: string) => void;
  /** How far the run is, in whatever terms the tool knows (a share, a phase). */
  progress: (value: Progress) => void;
}

export type ToolRunWork<Result, Progress> = (steps: ToolRunSteps<Progress>) => Promise<Result>;

/** How a started run ended, for callers that act on it (the FAQ chat files the answer). */
export type ToolRunEnd<Result> =
  | { outcome: 'done'; result: Result }
  | { outcome: 'failed'; error: MessageCode; failure: RunFailure }
  // Stopped, replaced, reset or left: what it answered no longer counts.
  | { outcome: 'aborted' };

export interface ToolRunState<Result, Progress> {
  status: ToolRunStatus;
  /** What has streamed in so far; kept when the run is stopped or fails mid-way. */
  streamed: string;
  /** The last progress reported; null until the run reports one. */
  progress: Progress | null;
  result: Result | null;
  error: MessageCode | null;
  /**
   * More about the failure: the message's params, the gateway's details, and `resend` (the same
   * work again with the user's personal-data choice) and `cancel` (back to idle).
   */
  failure: RunFailure | null;
}

export interface ToolRun<Result, Progress> extends ToolRunState<Result, Progress> {
  /** Runs `work`, aborting the run before it; a rejection fails the run with its catalogue code. */
  start: (work: ToolRunWork<Result, Progress>) => Promise<ToolRunEnd<Result>>;
  stop: () => void;
  /** Ends the run as failed with `code`, for a failure the page finds itself. */
  fail: (code: MessageCode) => void;
  reset: () => void;
}

export interface ToolRunOptions {
  /** The code of a failure that carries none of its own; the generic message unless the tool knows better. */
  fallbackError?: MessageCode;
}

const idle = { status: 'idle', streamed: '', progress: null, result: null, error: null, failure: null } as const;

/**
 * The one state machine of a tool run (idle → running → done | stopped | failed) behind every tool
 * page. Only one run is alive: a new run, stop, reset and leaving the page abort the one in flight,
 * so the gateway stops its provider call too, and whatever an aborted run still answers or reports
 * is ignored, so a slow old answer can never overwrite a newer one.
 */
export function useToolRun<Result, Progress = number>({ fallbackError = 'unknown' }: ToolRunOptions = {}): ToolRun<Result, Progress> {
  const [state, setState] = useState<ToolRunState<Result, Progress>>(idle);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState(idle);
  }, []);

  const start = useCallback(
    // `choice`: the run is the resend of a failed one after `personal-data-found`; its requests carry it.
    async function run(work: ToolRunWork<Result, Progress>, choice?: PersonalDataChoice): Promise<ToolRunEnd<Result>> {
      controller.current?.abort();
      const current = new AbortController();
      attachChoice(current.signal, choice);
      controller.current = current;
      const counts = () => controller.current === current && !current.signal.aborted;
      setState({ ...idle, status: 'running' });
      const steps: ToolRunSteps<Progress> = {
        signal: current.signal,
        stream: (delta) => {
          if (counts()) setState((previous) => ({ ...previous, streamed: previous.streamed + delta }));
        },
        progress: (value) => {
          if (counts()) setState((previous) => ({ ...previous, progress: value }));
        },
      };
      try {
        const result = await work(steps);
        if (!counts()) return { outcome: 'aborted' };
        setState((previous) => ({ ...previous, status: 'done', result }));
        return { outcome: 'done', result };
      } catch (reason) {
        if (!counts()) return { outcome: 'aborted' };
        const error = errorCodeOf(reason, fallbackError);
        const failure: RunFailure = { ...failureOf(reason), resend: (again: PersonalDataChoice) => run(work, again), cancel: reset };
        setState((previous) => ({ ...previous, status: 'failed', error, failure }));
        return { outcome: 'failed', error, failure };
      }
    },
    [fallbackError, reset],
  );

  const stop = useCallback(() => {
    controller.current?.abort();
    setState((previous) => (previous.status === 'running' ? { ...previous, status: 'stopped' } : previous));
  }, []);

  const fail = useCallback((code: MessageCode) => {
    controller.current?.abort();
    setState((previous) => ({ ...previous, status: 'failed', result: null, error: code, failure: null }));
  }, []);

  return { ...state, start, stop, fail, reset };
}
