/**
 * Text-To-Speech with meSpeak (eSpeak compiled to JavaScript, GPL): German voice, WAV output, no
 * network. meSpeak runs in a worker thread (speechEngine.ts). The text is spoken in sentence-sized
 * chunks, so an aborted request stops after the current chunk and progress can be reported; the
 * chunks' PCM data are joined into one WAV file.
 */
import { ttsSpeed } from 'portal-contract';
import { ApiError } from '../../errors.ts';
import type { SpeechAudio, Voice } from '../provider.ts';
import { speakInWorker, warmUpSpeech } from './speechEngine.ts';
import { splitSentences } from './sentences.ts';

/** German voices: eSpeak's German with a male and a female variant. */
export const LOCAL_VOICES: readonly (Voice & { variant: string })[] = [
  { id: 'de-m', label: 'Deutsch – männlich', variant: 'm3' },
  { id: 'de-f', label: 'Deutsch – weiblich', variant: 'f2' },
];

/** Words per minute at speed 1 (eSpeak's default of 175 sounds hurried in German). */
const BASE_WPM = 160;

/** Starts the speech engine ahead of the first request. */
export function loadMeSpeak(): Promise<void> {
  return warmUpSpeech();
}

export function wordsPerMinute(speed: number): number {
  const clamped = Math.min(ttsSpeed.max, Math.max(ttsSpeed.min, Number.isFinite(speed) ? speed : 1));
  return Math.round(BASE_WPM * clamped);
}

/** The longest text one utterance gets: meSpeak takes up to ~¼ s for it, and an utterance cannot be stopped midway. */
const CHUNK_MAX = 200;

/**
 * Chunks of whole sentences, each at most CHUNK_MAX characters: long sentences are split at commas,
 * and a piece still longer (one endless word, a list without commas) at spaces or, failing that, hard.
 */
export function chunks(text: string): string[] {
  const result: string[] = [];
  let current = '';
  for (const sentence of splitSentences(text)) {
    const pieces = sentence.length > CHUNK_MAX ? sentence.split(/(?<=[,;:])\s+/).flatMap(bounded) : [sentence];
    for (const piece of pieces) {
      if (current && current.length + 1 + piece.length > CHUNK_MAX) {
        result.push(current);
        current = '';
      }
      current = current ? `${current} ${piece}` : piece;
    }
  }
  if (current) result.push(current);
  return result;
}

/** A piece of at most CHUNK_MAX characters each, cut at the last space before the limit where there is one. */
function bounded(piece: string): string[] {
  const result: string[] = [];
  let rest = piece;
  while (rest.length > CHUNK_MAX) {
    const space = rest.lastIndexOf(' ', CHUNK_MAX);
    const cut = space > CHUNK_MAX / 2 ? space : CHUNK_MAX;
    result.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) result.push(rest);
  return result;
}

interface Wav {
  format: Buffer;
  data: Buffer;
}

/** The "fmt " and "data" chunks of a RIFF/WAVE file. */
function parseWav(buffer: Buffer): Wav {
  if (buffer.toString('latin1', 0, 4) !== 'RIFF' || buffer.toString('latin1', 8, 12) !== 'WAVE') {
    throw new Error('meSpeak returned no WAV data');
  }
  let offset = 12;
  let format: Buffer | undefined;
  let data: Buffer | undefined;
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString('latin1', offset, offset + 4);
    const size = buffer.readUInt32LE(offset + 4);
    const body = buffer.subarray(offset + 8, Math.min(buffer.length, offset + 8 + size));
    if (id === 'fmt ') format = body;
    if (id === 'data') data = body;
    offset += 8 + size + (size % 2);
  }
  if (!format || !data) throw new Error('meSpeak returned an incomplete WAV file');
  return { format, data };
}

function buildWav(format: Buffer, data: Buffer[]): Buffer {
  const dataLength = data.reduce((sum, part) => sum + part.length, 0);
  const header = Buffer.alloc(12 + 8 + format.length + 8);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + 8 + format.length + 8 + dataLength, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(format.length, 16);
  format.copy(header, 20);
  header.write('data', 20 + format.length, 'latin1');
  header.writeUInt32LE(dataLength, 24 + format.length);
  return Buffer.concat([header, ...data]);
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('Die Sprachausgabe wurde abgebrochen.', 'AbortError');
}

/** Called with 0 before the first chunk and after each chunk spoken (realtime job progress). */
export type SpeechProgress = (done: number, total: number) => void;

export async function speakGerman(
  input: { text: string; voice: string; speed: number; onProgress?: SpeechProgress },
  signal: AbortSignal,
): Promise<SpeechAudio> {
  const voice = LOCAL_VOICES.find((candidate) => candidate.id === input.voice);
  if (!voice) throw new ApiError(400, 'validation-failed');
  const options = { variant: voice.variant, speed: wordsPerMinute(input.speed), pitch: 50, wordgap: 0 };
  let format: Buffer | undefined;
  const data: Buffer[] = [];
  const parts = chunks(input.text);
  input.onProgress?.(0, parts.length);
  for (const [index, chunk] of parts.entries()) {
    if (index > 0) input.onProgress?.(index, parts.length);
    if (signal.aborted) throw abortError(signal);
    // meSpeak hands the text to eSpeak as a command-line argument, and an argument that starts with
    // "-" is read as an option (eSpeak then ends with exit(0)). meSpeak passes only the low byte of a
    // character there, so ĭ (U+012D), U+202D or Ⱝ (U+2C2D) count as "-" too (fuzz seed 2030138538).
    // A leading space makes any text a plain argument; leading dashes are not spoken anyway.
    const speakable = chunk.replace(/^[\s\-–—]+/u, '');
    if (!speakable) continue;
    const wav = await speakInWorker(` ${speakable}`, options, signal);
    // Nothing to say for this chunk (bare punctuation): skip it, the rest still speaks.
    if (!wav) continue;
    const parsed = parseWav(Buffer.from(wav));
    format ??= parsed.format;
    data.push(parsed.data);
  }
  if (signal.aborted) throw abortError(signal);
  // Nothing in the whole text could be spoken: the text itself is the problem, not the server.
  if (!format) throw new ApiError(400, 'bad-request');
  input.onProgress?.(parts.length, parts.length);
  return { audio: buildWav(format, data), contentType: 'audio/wav', extension: 'wav' };
}
