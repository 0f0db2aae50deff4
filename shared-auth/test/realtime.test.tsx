import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { jobIdPattern, userChannel, type JobProgressEvent } from 'shared-ui';
import {
  announcementReceived,
  createPortalStore,
  emitRealtimeEvent,
  isAnnouncementEvent,
  jobProgressFraction,
  newJobId,
  realtimeConnectionChanged,
  setRealtimeClient,
  signedIn,
  signedOut,
  subscribeRealtimeChannel,
  unsubscribeRealtimeChannel,
  useAnnouncements,
  useJobProgress,
  useRealtimeEvent,
  type PortalStore,
  type RealtimeChannel,
  type RealtimeClient,
  type SessionUser,
} from '../src';
import { testUser } from '../testing';

const user: SessionUser = { ...testUser, uid: 'u-1' };

/** A pusher-js client as far as the registry uses it: one channel object per subscribed name. */
class FakeClient implements RealtimeClient {
  channels = new Map<string, RealtimeChannel & { forwardTo: ((event: string, data: unknown) => void)[] }>();
  subscribe = jest.fn((name: string) => {
    const existing = this.channels.get(name);
    if (existing) return existing;
    const forwardTo: ((event: string, data: unknown) => void)[] = [];
    const channel = { forwardTo, bind_global: (callback: (event: string, data: unknown) => void) => forwardTo.push(callback) };
    this.channels.set(name, channel);
    return channel;
  });
  unsubscribe = jest.fn((name: string) => void this.channels.delete(name));
  /** The server sends `event` on `channel`. */
  send(name: string, event: string, data: unknown) {
    act(() => this.channels.get(name)?.forwardTo.forEach((forward) => forward(event, data)));
  }
}

afterEach(() => {
  setRealtimeClient(null);
  for (const channel of ['ki-portal', userChannel('u-1'), userChannel('u-2')]) unsubscribeRealtimeChannel(channel);
  sessionStorage.clear();
});

const wrapperFor = (store: PortalStore) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  };

describe('realtime slice', () => {
  test('starts initialized, without announcements; mirrors the known connection states only', () => {
    const store = createPortalStore();
    expect(store.getState().realtime).toEqual({ connection: 'initialized', announcements: [], dismissed: [] });
    for (const state of ['connecting', 'connected', 'unavailable', 'failed', 'disconnected']) {
      store.dispatch(realtimeConnectionChanged(state));
      expect(store.getState().realtime.connection).toBe(state);
    }
    store.dispatch(realtimeConnectionChanged('something-new'));
    expect(store.getState().realtime.connection).toBe('disconnected');
  });

  test('an announcement with a known id replaces the old one; only the last three are kept', () => {
    const store = createPortalStore();
    for (const id of ['a', 'b', 'c', 'd']) store.dispatch(announcementReceived({ id, message: `Text ${id}`, level: 'info', sentAt: '' }));
    store.dispatch(announcementReceived({ id: 'c', message: 'Korrigiert', level: 'warning', sentAt: '' }));
    expect(store.getState().realtime.announcements.map(({ id, message }) => [id, message])).toEqual([
      ['b', 'Text b'],
      ['d', 'Text d'],
      ['c', 'Korrigiert'],
    ]);
  });

  test.each([
    [{ id: 'a1', message: 'Wartung heute Abend', level: 'info', sentAt: '2026-11-25T10:00:00Z' }, true],
    [{ id: 'a1', message: 'Wartung', level: 'warning' }, true],
    [{ id: '', message: 'Wartung', level: 'info' }, false],
    [{ id: 'a1', message: '   ', level: 'info' }, false],
    [{ id: 'a1', message: 'Wartung', level: 'danger' }, false],
    [{ id: 1, message: 'Wartung', level: 'info' }, false],
    ['Wartung', false],
    [null, false],
  ])('isAnnouncementEvent(%p) is %p', (data, expected) => {
    expect(isAnnouncementEvent(data)).toBe(expected);
  });
});

describe('announcements', () => {
  test('dismiss hides an announcement and remembers it in sessionStorage for the next store', () => {
    const store = createPortalStore();
    store.dispatch(announcementReceived({ id: 'a1', message: 'Wartung heute Abend', level: 'info', sentAt: '' }));
    store.dispatch(announcementReceived({ id: 'a2', message: 'Neue Stimme', level: 'info', sentAt: '' }));
    const { result } = renderHook(() => useAnnouncements(), { wrapper: wrapperFor(store) });
    expect(result.current.announcements.map((a) => a.id)).toEqual(['a1', 'a2']);

    act(() => result.current.dismiss('a1'));
    expect(result.current.announcements.map((a) => a.id)).toEqual(['a2']);
    expect(JSON.parse(sessionStorage.getItem('ki-portal.dismissed-announcements')!)).toEqual(['a1']);

    // A reload: the new store starts with what this session has closed, so a1 stays closed.
    const reloaded = createPortalStore();
    expect(reloaded.getState().realtime.dismissed).toEqual(['a1']);
    reloaded.dispatch(announcementReceived({ id: 'a1', message: 'Wartung heute Abend', level: 'info', sentAt: '' }));
    const { result: after } = renderHook(() => useAnnouncements(), { wrapper: wrapperFor(reloaded) });
    expect(after.current.announcements).toEqual([]);
  });

  test('unreadable or blocked storage: closing still works for the page', () => {
    sessionStorage.setItem('ki-portal.dismissed-announcements', '{kaputt');
    const store = createPortalStore();
    expect(store.getState().realtime.dismissed).toEqual([]);
    store.dispatch(announcementReceived({ id: 'a1', message: 'Wartung', level: 'info', sentAt: '' }));
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blockiert', 'SecurityError');
    });
    const { result } = renderHook(() => useAnnouncements(), { wrapper: wrapperFor(store) });
    act(() => result.current.dismiss('a1'));
    expect(result.current.announcements).toEqual([]);
    setItem.mockRestore();
  });
});

describe('registry', () => {
  function Listener({ channel, onEvent }: { channel: string | null; onEvent: (data: unknown) => void }) {
    useRealtimeEvent(channel, 'dashboards-updated', onEvent);
    return null;
  }

  test('channels wanted before the client arrives are subscribed when it does, once each', () => {
    subscribeRealtimeChannel('ki-portal');
    subscribeRealtimeChannel('ki-portal');
    const client = new FakeClient();
    setRealtimeClient(client);
    setRealtimeClient(client);
    expect(client.subscribe).toHaveBeenCalledWith('ki-portal');
    expect(client.channels.get('ki-portal')!.forwardTo).toHaveLength(1);

    unsubscribeRealtimeChannel('ki-portal');
    unsubscribeRealtimeChannel('ki-portal');
    expect(client.unsubscribe).toHaveBeenCalledTimes(1);
  });

  test('useRealtimeEvent hears its event on its channel while mounted, with the latest handler', () => {
    const client = new FakeClient();
    setRealtimeClient(client);
    subscribeRealtimeChannel('ki-portal');
    const first = jest.fn();
    const second = jest.fn();
    const { rerender, unmount } = render(<Listener channel="ki-portal" onEvent={first} />);
    const update = { sets: ['infonline'], rows: 3, importedAt: '2026-11-25T10:00:00Z' };
    client.send('ki-portal', 'dashboards-updated', update);
    client.send('ki-portal', 'announcement', { id: 'x', message: 'y', level: 'info' });
    expect(first).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledWith(update);

    rerender(<Listener channel="ki-portal" onEvent={second} />);
    client.send('ki-portal', 'dashboards-updated', update);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);

    unmount();
    client.send('ki-portal', 'dashboards-updated', update);
    expect(second).toHaveBeenCalledTimes(1);
  });

  test('a null channel listens to nothing; a listener that throws does not stop the others', () => {
    const quiet = jest.fn();
    const broken = jest.fn(() => {
      throw new Error('kaputt');
    });
    const fine = jest.fn();
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <Listener channel={null} onEvent={quiet} />
        <Listener channel="ki-portal" onEvent={broken} />
        <Listener channel="ki-portal" onEvent={fine} />
      </>,
    );
    act(() => emitRealtimeEvent('ki-portal', 'dashboards-updated', { sets: [], rows: 0, importedAt: '' }));
    expect(quiet).not.toHaveBeenCalled();
    expect(broken).toHaveBeenCalled();
    expect(fine).toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledTimes(1);
    consoleError.mockRestore();
  });
});

describe('jobs', () => {
  test('newJobId matches the X-Job-Id pattern, with and without crypto.randomUUID', () => {
    const ids = new Set(Array.from({ length: 20 }, () => newJobId()));
    expect(ids.size).toBe(20);
    for (const id of ids) expect(id).toMatch(jobIdPattern);

    // An insecure context (plain http on an internal host) has no randomUUID.
    const original = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newJobId()).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      if (original) Object.defineProperty(crypto, 'randomUUID', original);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });

  test('useJobProgress follows its own job on the signed-in user channel only', () => {
    const store = createPortalStore();
    store.dispatch(signedIn(user));
    const { result, rerender } = renderHook(({ jobId }) => useJobProgress(jobId), {
      wrapper: wrapperFor(store),
      initialProps: { jobId: null as string | null },
    });
    const progress = (jobId: string, phase: JobProgressEvent['phase'], value?: number): JobProgressEvent => ({
      jobId,
      kind: 'tts',
      phase,
      ...(value === undefined ? {} : { progress: value }),
    });
    const send = (channel: string, event: JobProgressEvent) => act(() => emitRealtimeEvent(channel, 'job-progress', event));

    send(userChannel('u-1'), progress('job-00000001', 'received'));
    expect(result.current).toBeNull();

    rerender({ jobId: 'job-00000001' });
    send(userChannel('u-1'), progress('job-00000001', 'processing', 0.4));
    expect(result.current).toEqual(progress('job-00000001', 'processing', 0.4));
    expect(jobProgressFraction(result.current)).toBe(0.4);
    send(userChannel('u-1'), progress('job-other-01', 'processing', 0.9));
    send(userChannel('u-2'), progress('job-00000001', 'processing', 0.9));
    expect(result.current?.progress).toBe(0.4);

    // A new job forgets the old one's progress.
    rerender({ jobId: 'job-00000002' });
    expect(result.current).toBeNull();

    act(() => {
      store.dispatch(signedOut());
    });
    send(userChannel('u-1'), progress('job-00000002', 'processing', 0.5));
    expect(result.current).toBeNull();
  });

  test.each([
    [null, null],
    [{ jobId: 'j', kind: 'tts', phase: 'received' }, null],
    [{ jobId: 'j', kind: 'transcription', phase: 'processing' }, null],
    [{ jobId: 'j', kind: 'tts', phase: 'processing', progress: 1.7 }, 1],
    [{ jobId: 'j', kind: 'tts', phase: 'processing', progress: -1 }, 0],
    [{ jobId: 'j', kind: 'tts', phase: 'done', progress: 1 }, null],
  ] as [JobProgressEvent | null, number | null][])('jobProgressFraction(%p) is %p', (event, expected) => {
    expect(jobProgressFraction(event)).toBe(expected);
  });
});
