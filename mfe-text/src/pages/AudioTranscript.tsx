import { DownloadButton, JobProgress, ToolForm, ToolOutput, ToolPage, messageFor, usePortalConfig, type MessageCode } from 'shared-ui';
import { useRef, useState } from 'react';
import { AudioFileInput } from '../audio-transcript/AudioFileInput';
import { TranscriptView } from '../audio-transcript/TranscriptView';
import { UploadProgress } from '../audio-transcript/UploadProgress';
import { audioFileProblem, formatMegabytes } from '../audio-transcript/audioFile';
import { toSrt, toTimestampedText, transcriptFilename } from '../audio-transcript/formats';
import { useTranscription } from '../audio-transcript/useTranscription';

/** Problems with the file itself belong at the file field, whether the browser or the gateway found them. */
const isFileProblem = (code: MessageCode | null): code is 'file-too-large' | 'unsupported-file-type' =>
  code === 'file-too-large' || code === 'unsupported-file-type';

export default function AudioTranscript() {
  const { maxAudioBytes } = usePortalConfig();
  const maxSizeLabel = formatMegabytes(maxAudioBytes);
  const fileMessage = (code: MessageCode) => messageFor(code, { max: maxSizeLabel });
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<MessageCode | null>(null);
  // The name of the file that was sent names the downloads, even if another one is chosen meanwhile.
  const [sentName, setSentName] = useState('');
  const job = useTranscription();
  const running = job.status === 'running';

  const choose = (next: File | null) => {
    setFile(next);
    setProblem(next && audioFileProblem(next, maxAudioBytes));
    if (job.status === 'failed') job.reset();
  };
  const submit = () => {
    if (!file) {
      setProblem('choose-file');
      fileInput.current?.focus();
      return;
    }
    const found = audioFileProblem(file, maxAudioBytes);
    setProblem(found);
    if (found) return;
    setSentName(file.name);
    job.run(file);
  };

  const serverFileProblem = isFileProblem(job.error) ? job.error : null;
  const shownProblem = problem ?? serverFileProblem;
  const transcript = job.result;
  return (
    <ToolPage featureId="audio-transcript">
      <ToolForm run={job} onSubmit={submit} submitLabel="Transkribieren" problem={shownProblem && fileMessage(shownProblem)}>
        <AudioFileInput ref={fileInput} onChange={choose} invalid={shownProblem !== null} disabled={running} maxSizeLabel={maxSizeLabel} />
      </ToolForm>
      <ToolOutput
        progress={
          job.phase === 'uploading' ? (
            <UploadProgress fraction={job.progress} />
          ) : (
            job.liveProgress !== null && <JobProgress fraction={job.liveProgress} />
          )
        }
        stoppedMessage="upload-stopped"
        status={serverFileProblem ? 'idle' : job.status}
        error={job.error}
        failure={job.failure}
        provenance={transcript?.provenance}
        title="Transkript"
        progressLabel={job.phase === 'uploading' ? 'Wird hochgeladen …' : 'Wird transkribiert …'}
        copyText={transcript?.text}
        actions={
          transcript && (
            <>
              <DownloadButton content={toTimestampedText(transcript)} filename={transcriptFilename(sentName, 'txt')}>
                Als .txt herunterladen
              </DownloadButton>
              {transcript.segments.length > 0 && (
                <DownloadButton
                  content={toSrt(transcript.segments)}
                  filename={transcriptFilename(sentName, 'srt')}
                  mimeType="application/x-subrip;charset=utf-8"
                >
                  Untertitel (.srt) herunterladen
                </DownloadButton>
              )}
            </>
          )
        }
      >
        {transcript && <TranscriptView transcript={transcript} />}
      </ToolOutput>
    </ToolPage>
  );
}
