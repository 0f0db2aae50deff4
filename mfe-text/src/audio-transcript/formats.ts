import type { TranscriptResult, TranscriptSegment } from 'shared-ui';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Negative, NaN or infinite times (a provider hiccup) count as the start of the recording. */
const seconds = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

/** Whether a transcript runs an hour or longer, so every stamp shows hours and they line up. */
export const needsHours = (segments: readonly TranscriptSegment[]): boolean =>
  segments.some((segment) => seconds(segment.end) >= 3600 || seconds(segment.start) >= 3600);

/** A stamp to read: „01:15“ or, with hours, „01:02:05“. Whole seconds, cut off like a player shows them. */
export function formatTimestamp(value: number, withHours = seconds(value) >= 3600): string {
  const total = Math.floor(seconds(value));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return withHours ? `${pad(hours)}:${pad(minutes)}:${pad(rest)}` : `${pad(hours * 60 + minutes)}:${pad(rest)}`;
}

/** The start as an ISO 8601 duration for <time dateTime>, e.g. „PT75S“. */
export const isoDuration = (value: number): string => `PT${Math.floor(seconds(value))}S`;

/** An SRT time, „00:00:01,000“: always hours, milliseconds rounded (1.9996 s is 00:00:02,000). */
export function srtTime(value: number): string {
  const total = Math.round(seconds(value) * 1000);
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const rest = Math.floor((total % 60_000) / 1000);
  return `${pad(hours)}:${pad(minutes)}:${pad(rest)},${pad(total % 1000, 3)}`;
}

/** A segment's lines without blank ones: in SRT a blank line ends the cue. */
const cueLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Subtitles: numbered cues from 1, „start --> end“, the text, a blank line. Empty segments are left out. */
export function toSrt(segments: readonly TranscriptSegment[]): string {
  return segments
    .map((segment) => ({ ...segment, lines: cueLines(segment.text) }))
    .filter((segment) => segment.lines.length > 0)
    .map(
      ({ start, end, lines }, index) =>
        `${index + 1}\n${srtTime(start)} --> ${srtTime(Math.max(seconds(start), seconds(end)))}\n${lines.join('\n')}\n\n`,
    )
    .join('');
}

/** The transcript as a text file: one line per segment with its start stamp; without segments the text. */
export function toTimestampedText({ text, segments }: TranscriptResult): string {
  if (segments.length === 0) return `${text.trim()}\n`;
  const withHours = needsHours(segments);
  return segments
    .map((segment) => ({ start: segment.start, line: cueLines(segment.text).join(' ') }))
    .filter((segment) => segment.line)
    .map(({ start, line }) => `[${formatTimestamp(start, withHours)}] ${line}\n`)
    .join('');
}

/** „Interview Rathaus.mp3“ → „Interview Rathaus.srt“; a name without a base becomes „transkript“. */
export function transcriptFilename(audioName: string, extension: 'txt' | 'srt'): string {
  const base = audioName.replace(/\.[^.]*$/, '').trim() || 'transkript';
  return `${base}.${extension}`;
}
