import { act, renderHook } from '@testing-library/react';
import { GatewayError } from '../src/gateway/gatewayFetch';
import { useToolRun, type ToolRunEnd, type ToolRunOptions, type ToolRunSteps } from '../src/toolRun/useToolRun';

/** One run's work as the test drives it: what it was given, and its answer or failure on demand. */
function pendingWork<Result>() {
  let answer!: (result: Result) => void;
  let refuse!: (reason: unknown) => void;
  const promise = new Promise<Result>((resolve, reject) => {
    answer = resolve;
    refuse = reject;
  });
  const work = jest.fn<Promise<Result>, [ToolRunSteps<number>]>(() => promise);
  const steps = () => work.mock.calls[0]![0];
  return { work, steps, answer, refuse };
}

function renderToolRun(options?: ToolRunOptions) {
  return renderHook(() => useToolRun<string>(options));
}

/** Starts `work` and returns how the run ends, to await once the test has driven it. */
function startRun(hook: ReturnType<typeof renderToolRun>, work: ReturnType<typeof pendingWork<string>>['work']) {
  let end!: Promise<ToolRunEnd<string>>;
  act(() => {
    end = hook.result.current.start(work);
  });
  return end;
}

test('idle until started; a started run is running until its answer, which makes it done', async () => {
  const hook = renderToolRun();
  expect(hook.result.current).toMatchObject({ status: 'idle', streamed: '', progress: null, result: null, error: null });
  const run = pendingWork<string>();
  const end = startRun(hook, run.work);
  expect(hook.result.current.status).toBe('running');
  expect(run.steps().signal.aborted).toBe(false);
  await act(async () => run.answer('Ergebnis'));
  await expect(end).resolves.toEqual({ outcome: 'done', result: 'Ergebnis' });
  expect(hook.result.current).toMatchObject({ status: 'done', result: 'Ergebnis', error: null });
});

test('streamed deltas add up and stay with the result', async () => {
  const hook = renderToolRun();
  const run = pendingWork<string>();
  void startRun(hook, run.work);
  act(() => run.steps().stream('Guten '));
  act(() => run.steps().stream('Morgen'));
  expect(hook.result.current).toMatchObject({ status: 'running', streamed: 'Guten Morgen' });
  await act(async () => run.answer('Guten Morgen!'));
  expect(hook.result.current).toMatchObject({ status: 'done', streamed: 'Guten Morgen', result: 'Guten Morgen!' });
});

test('progress shows the latest report and starts over with the next run', async () => {
  const hook = renderToolRun();
  const first = pendingWork<string>();
  void startRun(hook, first.work);
  act(() => first.steps().progress(0.25));
  act(() => first.steps().progress(0.5));
  expect(hook.result.current.progress).toBe(0.5);
  await act(async () => first.answer('eins'));
  expect(hook.result.current.progress).toBe(0.5);
  void startRun(hook, pendingWork<string>().work);
  expect(hook.result.current.progress).toBeNull();
});

test('stop aborts the run and keeps what streamed; its late answer is ignored', async () => {
  const hook = renderToolRun();
  const run = pendingWork<string>();
  const end = startRun(hook, run.work);
  act(() => run.steps().stream('Halb'));
  act(() => hook.result.current.stop());
  expect(run.steps().signal.aborted).toBe(true);
  expect(hook.result.current).toMatchObject({ status: 'stopped', streamed: 'Halb' });
  await act(async () => run.answer('zu spät'));
  await expect(end).resolves.toEqual({ outcome: 'aborted' });
  expect(hook.result.current).toMatchObject({ status: 'stopped', result: null });
});

test('stop leaves a finished run as it is', async () => {
  const hook = renderToolRun();
  const run = pendingWork<string>();
  void startRun(hook, run.work);
  await act(async () => run.answer('fertig'));
  act(() => hook.result.current.stop());
  expect(hook.result.current).toMatchObject({ status: 'done', result: 'fertig' });
});

test.each([
  ['a gateway error', new GatewayError('too-many-requests', 429), 'too-many-requests'],
  ['a portal API error', { code: 'text-too-long', status: 413 }, 'text-too-long'],
  ['anything else', new Error('kaputt'), 'unknown'],
])('a rejection fails the run with the catalogue code of %s', async (_name, reason, code) => {
  const hook = renderToolRun();
  const run = pendingWork<string>();
  const end = startRun(hook, run.work);
  act(() => run.steps().stream('Anfang'));
  await act(async () => run.refuse(reason));
  await expect(end).resolves.toMatchObject({ outcome: 'failed', error: code });
  expect(hook.result.current).toMatchObject({ status: 'failed', error: code, streamed: 'Anfang', result: null });
});

test('a failure without a code of its own takes the tool’s fallback', async () => {
  const hook = renderToolRun({ fallbackError: 'upload-failed' });
  const run = pendingWork<string>();
  void startRun(hook, run.work);
  await act(async () => run.refuse(new Error('kaputt')));
  expect(hook.result.current).toMatchObject({ status: 'failed', error: 'upload-failed' });
});

test('work that throws at once fails the run instead of the page', async () => {
  const hook = renderToolRun();
  let end!: Promise<ToolRunEnd<string>>;
  await act(async () => {
    end = hook.result.current.start(() => {
      throw new GatewayError('offline', 0);
    });
    await end;
  });
  await expect(end).resolves.toMatchObject({ outcome: 'failed', error: 'offline' });
  expect(hook.result.current.status).toBe('failed');
});

test('fail ends the running run with the given code; its late answer is ignored', async () => {
  const hook = renderToolRun();
  const run = pendingWork<string>();
  const end = startRun(hook, run.work);
  act(() => hook.result.current.fail('text-empty'));
  expect(run.steps().signal.aborted).toBe(true);
  expect(hook.result.current).toMatchObject({ status: 'failed', error: 'text-empty', result: null });
  await act(async () => run.answer('zu spät'));
  await expect(end).resolves.toEqual({ outcome: 'aborted' });
  expect(hook.result.current).toMatchObject({ status: 'failed', error: 'text-empty', result: null });
});

test('reset aborts the run and forgets everything, also what it still answers', async () => {
  const hook = renderToolRun();
  const run = pendingWork<string>();
  const end = startRun(hook, run.work);
  act(() => run.steps().stream('Text'));
  act(() => run.steps().progress(0.3));
  act(() => hook.result.current.reset());
  expect(run.steps().signal.aborted).toBe(true);
  await act(async () => run.answer('zu spät'));
  await expect(end).resolves.toEqual({ outcome: 'aborted' });
  expect(hook.result.current).toMatchObject({ status: 'idle', streamed: '', progress: null, result: null, error: null });
});

test('a new run aborts the one before; whatever the old one still reports or answers is ignored', async () => {
  const hook = renderToolRun();
  const first = pendingWork<string>();
  const second = pendingWork<string>();
  const firstEnd = startRun(hook, first.work);
  act(() => first.steps().stream('alt'));
  const secondEnd = startRun(hook, second.work);
  expect(first.steps().signal.aborted).toBe(true);
  expect(hook.result.current).toMatchObject({ status: 'running', streamed: '' });

  act(() => first.steps().stream(' und noch mehr'));
  act(() => first.steps().progress(1));
  await act(async () => first.answer('alte Antwort'));
  await expect(firstEnd).resolves.toEqual({ outcome: 'aborted' });
  expect(hook.result.current).toMatchObject({ status: 'running', streamed: '', progress: null, result: null });

  act(() => second.steps().stream('neu'));
  await act(async () => second.answer('neue Antwort'));
  await expect(secondEnd).resolves.toEqual({ outcome: 'done', result: 'neue Antwort' });
  expect(hook.result.current).toMatchObject({ status: 'done', streamed: 'neu', result: 'neue Antwort' });
});

test('a replaced run’s failure is ignored too', async () => {
  const hook = renderToolRun();
  const first = pendingWork<string>();
  const firstEnd = startRun(hook, first.work);
  void startRun(hook, pendingWork<string>().work);
  await act(async () => first.refuse(new GatewayError('internal-error', 500)));
  await expect(firstEnd).resolves.toEqual({ outcome: 'aborted' });
  expect(hook.result.current).toMatchObject({ status: 'running', error: null });
});

test('leaving the page aborts the running run', () => {
  const hook = renderToolRun();
  const run = pendingWork<string>();
  void startRun(hook, run.work);
  hook.unmount();
  expect(run.steps().signal.aborted).toBe(true);
});
