import { transcriptionMaxBytes } from 'shared-ui';
import { acceptedAudio, audioFileProblem, formatMegabytes } from '../src/audio-transcript/audioFile';
import {
  formatTimestamp,
  isoDuration,
  needsHours,
  srtTime,
  toSrt,
  toTimestampedText,
  transcriptFilename,
} from '../src/audio-transcript/formats';

describe('formatTimestamp', () => {
  test.each([
    [0, '00:00'],
    [1.99, '00:01'],
    [75.4, '01:15'],
    [3599.999, '59:59'],
    [3600, '01:00:00'],
    [3725.5, '01:02:05'],
    [36_000, '10:00:00'],
    [-3, '00:00'],
    [Number.NaN, '00:00'],
  ])('%p s → %s', (seconds, stamp) => expect(formatTimestamp(seconds)).toBe(stamp));

  test('hours can be asked for, so every stamp of a long recording lines up', () => {
    expect(formatTimestamp(75, true)).toBe('00:01:15');
  });
});

describe('srtTime', () => {
  test.each([
    [0, '00:00:00,000'],
    [1, '00:00:01,000'],
    [4.2, '00:00:04,200'],
    [4.2004, '00:00:04,200'],
    [4.2005, '00:00:04,201'],
    [59.9996, '00:01:00,000'],
    [3599.9999, '01:00:00,000'],
    [3723.456, '01:02:03,456'],
    [0.001, '00:00:00,001'],
    [-1, '00:00:00,000'],
    [Number.POSITIVE_INFINITY, '00:00:00,000'],
  ])('%p s → %s', (seconds, time) => expect(srtTime(seconds)).toBe(time));
});

const segments = [
  { start: 1, end: 4.2, text: ' Guten Abend, liebe Zuschauerinnen und Zuschauer. ' },
  { start: 4.2, end: 9.8755, text: 'Der Stadtrat hat heute\n\nden Haushalt beschlossen.' },
  { start: 10, end: 11, text: '   ' },
  { start: 12.5, end: 12, text: 'Über 120 Mio. Euro.' },
];

test('SRT: numbered cues, „start --> end“ with milliseconds, text, blank line; empty cues left out', () => {
  expect(toSrt(segments)).toBe(
    [
      '1',
      '00:00:01,000 --> 00:00:04,200',
      'Guten Abend, liebe Zuschauerinnen und Zuschauer.',
      '',
      '2',
      '00:00:04,200 --> 00:00:09,876',
      'Der Stadtrat hat heute',
      'den Haushalt beschlossen.',
      '',
      '3',
      '00:00:12,500 --> 00:00:12,500',
      'Über 120 Mio. Euro.',
      '',
      '',
    ].join('\n'),
  );
  expect(toSrt([])).toBe('');
});

test('TXT: one line per segment with its start time, hours for a long recording', () => {
  expect(toTimestampedText({ text: 'egal', segments })).toBe(
    '[00:01] Guten Abend, liebe Zuschauerinnen und Zuschauer.\n[00:04] Der Stadtrat hat heute den Haushalt beschlossen.\n[00:12] Über 120 Mio. Euro.\n',
  );
  const long = [
    { start: 5, end: 10, text: 'Anfang' },
    { start: 3661.7, end: 3670, text: 'Nach einer Stunde' },
  ];
  expect(needsHours(long)).toBe(true);
  expect(toTimestampedText({ text: '', segments: long })).toBe('[00:00:05] Anfang\n[01:01:01] Nach einer Stunde\n');
  expect(toTimestampedText({ text: ' Nur Text ', segments: [] })).toBe('Nur Text\n');
});

test('file names follow the audio file', () => {
  expect(transcriptFilename('Interview Rathaus.mp3', 'srt')).toBe('Interview Rathaus.srt');
  expect(transcriptFilename('sitzung.2026.05.m4a', 'txt')).toBe('sitzung.2026.05.txt');
  expect(transcriptFilename('.mp3', 'txt')).toBe('transkript.txt');
  expect(isoDuration(75.9)).toBe('PT75S');
});

describe('audio file checks', () => {
  const mb = 1024 * 1024;
  test.each([
    ['interview.mp3', 3 * mb, null],
    ['Sprachmemo.M4A', 3 * mb, null],
    ['aufnahme.wav', 25 * mb, null],
    ['call.webm', 1, null],
    ['podcast.ogg', 1, null],
    ['aufnahme.wav', 25 * mb + 1, 'file-too-large'],
    ['notizen.txt', 10, 'unsupported-file-type'],
    ['video.mp4', 10, 'unsupported-file-type'],
    ['ohne-endung', 10, 'unsupported-file-type'],
    ['mp3', 10, 'unsupported-file-type'],
  ])('%s (%p bytes) → %p', (name, size, problem) => expect(audioFileProblem({ name, size }, transcriptionMaxBytes)).toBe(problem));

  test('the limit reads „25 MB“ and the dialog offers the five formats', () => {
    expect(formatMegabytes(transcriptionMaxBytes)).toBe('25 MB');
    expect(formatMegabytes(1.5 * mb)).toBe('1,5 MB');
    expect(acceptedAudio).toBe('.mp3,.m4a,.wav,.webm,.ogg');
  });
});
