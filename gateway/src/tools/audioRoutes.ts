/**
 * Text-To-Speech (group tenant only) and Transkribieren. Uploads are checked three ways before the
 * provider sees them: the file name's extension, the declared type, and the first bytes (a renamed
 * file of another kind is refused too). Size is limited while reading (AUDIO_MAX_BYTES).
 *
 * Both may be followed live: with an `X-Job-Id` header the gateway publishes `job-progress` to the
 * caller's private channel (received → processing → done | failed; speech with the share of chunks
 * spoken when the local engine speaks). Publishing never delays or fails the answer.
 */
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { textSpeech, transcriptionFormats, type SpeechRequest, type ToolDescriptor, type ToolId } from 'portal-contract';
import { toolSchemas } from 'portal-contract/schemas';
import type { AiProvider, ToolRun, TranscriptResult } from '../ai/provider.ts';
import type { AiConfig } from '../config.ts';
import { canRun } from '../ai/capabilities.ts';
import { ApiError } from '../errors.ts';
import { jobIdOf, jobProgress, type JobProgress } from '../realtime/jobProgress.ts';
import { currentUser } from '../plugins/auth.ts';
import { resultOf, runTool, type PipelineDeps } from './pipeline.ts';
import { whileConnected } from './requests.ts';
import { toolRoutePaths } from './toolPaths.ts';
import type { RunnerDeps } from './runners.ts';

type TranscriptionFormat = (typeof transcriptionFormats)[number];

/** What browsers and operating systems call these formats; octet-stream when they do not know. */
const MIME_TYPES: Record<TranscriptionFormat, string[]> = {
  mp3: ['audio/mpeg', 'audio/mp3', 'audio/mpeg3', 'audio/x-mpeg-3', 'audio/x-mp3'],
  m4a: ['audio/mp4', 'audio/m4a', 'audio/x-m4a', 'audio/aac', 'audio/x-aac'],
  wav: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave', 'audio/x-pn-wav'],
  webm: ['audio/webm', 'video/webm'],
  ogg: ['audio/ogg', 'application/ogg', 'audio/opus', 'audio/x-ogg', 'video/ogg'],
};
const UNKNOWN_TYPES = ['', 'application/octet-stream'];

const ascii = (data: Buffer, start: number, text: string) => data.subarray(start, start + text.length).toString('latin1') === text;

/** The container signature of each format (MPEG audio: an ID3 tag or a frame sync). */
const SIGNATURES: Record<TranscriptionFormat, (data: Buffer) => boolean> = {
  mp3: (data) => ascii(data, 0, 'ID3') || (data[0] === 0xff && ((data[1] ?? 0) & 0xe0) === 0xe0),
  m4a: (data) => ascii(data, 4, 'ftyp'),
  wav: (data) => ascii(data, 0, 'RIFF') && ascii(data, 8, 'WAVE'),
  webm: (data) => data.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
  ogg: (data) => ascii(data, 0, 'OggS'),
};

function formatOf(part: MultipartFile): TranscriptionFormat | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(part.filename ?? '')?.[1]?.toLowerCase();
  const format = transcriptionFormats.find((candidate) => candidate === extension);
  if (!format) return undefined;
  const mimeType = (part.mimetype ?? '').split(';')[0]!.trim().toLowerCase();
  return MIME_TYPES[format].includes(mimeType) || UNKNOWN_TYPES.includes(mimeType) ? format : undefined;
}

/** "25 MB" for the message; binary megabytes, as file managers show them. */
export function formatBytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) return `${megabytes.toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('de-DE')} KB`;
}

type AudioDeps = PipelineDeps & RunnerDeps;

/** Reports `failed` when `run` throws or ends without an answer (the browser left), else `done`. */
async function reporting<T>(progress: JobProgress, run: () => Promise<T | undefined>): Promise<T | undefined> {
  let result: T | undefined;
  try {
    result = await run();
  } catch (error) {
    progress.report('failed');
    throw error;
  }
  progress.report(result === undefined ? 'failed' : 'done');
  return result;
}

/**
 * What the local engine reads besides the text: a callback per spoken chunk. The provider interface
 * passes `input` through unchanged (localProvider → speakGerman); the openai provider ignores it.
 */
type SpeakInput = { text: string; voice: string; speed: number; onProgress: (done: number, total: number) => void };

/** What both audio routes need before they are registered: multipart uploads and the voice list. */
async function prepare(scope: FastifyInstance, { config, provider }: { config: AiConfig; provider: AiProvider }): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: config.audioMaxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 100 },
  });
  const { voices } = toolSchemas['text-speech']({ maxTextLength: config.maxTextLength });
  for (const url of toolRoutePaths(textSpeech).map((path) => `${path}/voices`)) {
    scope.get(url, { onRequest: scope.requireGroupTenant, schema: { response: { 200: voices } } }, async () => ({
      voices: provider.voices(),
    }));
  }
}

/** Text-To-Speech: the voice list beside it, and the body's voice must be one the provider has. */
function speechRoute(app: FastifyInstance, deps: AudioDeps, tool: ToolDescriptor<ToolId>) {
  const { provider: ai } = deps;
  const voiceIds = new Set(ai.voices().map((voice) => voice.id));
  const { body } = toolSchemas['text-speech']({ maxTextLength: deps.ai.maxTextLength });
  return {
    schema: { body: body.extend({ voice: body.shape.voice.refine((voice) => voiceIds.has(voice)) }) },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const progress = jobProgress(app.realtime, currentUser(request).uid, jobIdOf(request), 'tts');
      progress.report('received');
      const speech = await reporting(progress, () =>
        whileConnected(reply, (signal) =>
          resultOf(
            // eslint-disable-next-line require-yield -- answers at once: a run without deltas
            runTool(tool, request, deps, signal, async function* () {
              progress.report('processing');
              const input: SpeakInput = {
                ...(request.body as SpeechRequest),
                onProgress: (done, total) => progress.report('processing', total > 0 ? done / total : undefined),
              };
              return await ai.speak(input, signal);
            }),
          ),
        ),
      );
      if (!speech) return reply;
      return reply
        .header('content-type', speech.contentType)
        .header('content-disposition', `attachment; filename="sprachausgabe.${speech.extension}"`)
        .send(speech.audio);
    },
  } satisfies Partial<RouteOptions>;
}

/** Transkribieren: without a provider that transcribes, refused before the upload is read, not after 25 MB. */
function transcriptionRoute(app: FastifyInstance, deps: AudioDeps, tool: ToolDescriptor<ToolId>) {
  const transcriptionAvailable = canRun(deps.ai, 'audio-transcript');
  const tooLarge = () => new ApiError(413, 'file-too-large', { max: formatBytes(deps.ai.audioMaxBytes) });
  return {
    onRequest: async () => {
      if (!transcriptionAvailable) throw new ApiError(501, 'no-ai-provider');
    },
    schema: { response: { 200: toolSchemas['audio-transcript']({ maxTextLength: deps.ai.maxTextLength }).result } },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const progress = jobProgress(app.realtime, currentUser(request).uid, jobIdOf(request), 'transcription');
      progress.report('received');
      const transcript = await reporting(progress, () =>
        whileConnected(reply, (signal) =>
          resultOf(runTool(tool, request, deps, signal, () => receiveAndTranscribe(request, progress, signal))),
        ),
      );
      return transcript ?? reply;
    },
  } satisfies Partial<RouteOptions>;

  /** Reads and checks the upload, then transcribes it (`processing` from the provider call on). */
  // eslint-disable-next-line require-yield -- answers at once; a run without deltas
  async function* receiveAndTranscribe(request: FastifyRequest, progress: JobProgress, signal: AbortSignal): ToolRun<TranscriptResult> {
    if (!request.isMultipart()) throw new ApiError(400, 'validation-failed');
    let part: MultipartFile | undefined;
    try {
      part = await request.file();
    } catch (error) {
      throw uploadError(error, tooLarge);
    }
    if (!part || part.fieldname !== 'file') {
      part?.file.resume();
      throw new ApiError(400, 'validation-failed');
    }
    const format = formatOf(part);
    if (!format) {
      part.file.resume(); // read to the end, so the connection stays usable
      throw new ApiError(400, 'unsupported-file-type');
    }
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (error) {
      throw uploadError(error, tooLarge);
    }
    if (data.length === 0) throw new ApiError(400, 'validation-failed');
    if (!SIGNATURES[format](data)) throw new ApiError(400, 'unsupported-file-type');
    progress.report('processing');
    return await deps.provider.transcribe({ data, filename: part.filename, mimeType: MIME_TYPES[format][0]! }, signal);
  }
}

/** The audio tools' routes for the loop of routes.ts, by tool id. */
export const audioRoutes = { 'text-speech': speechRoute, 'audio-transcript': transcriptionRoute };
export { prepare as prepareAudioRoutes };

/** Too big → 413 file-too-large; a broken upload (cut off, malformed, too many parts) → 400 bad-request. */
function uploadError(error: unknown, tooLarge: () => ApiError): unknown {
  if (error instanceof ApiError) return error;
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  return new ApiError(400, 'bad-request');
}
