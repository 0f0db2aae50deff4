import { useState } from 'react';
import {
  DownloadButton,
  JobProgress,
  TextArea,
  ToolForm,
  ToolOptions,
  ToolOutput,
  ToolPage,
  ttsMaxTextLength,
  ttsSpeed,
  useToolText,
} from 'shared-ui';
import styled from 'styled-components';
import { SpeedSlider } from '../text-speech/SpeedSlider';
import { VoiceSelect } from '../text-speech/VoiceSelect';
import { useVoice } from '../text-speech/useVoice';
import { useSpeech } from '../text-speech/useSpeech';

const Player = styled.audio`
  width: 100%;
`;

export default function TextToSpeech() {
  const input = useToolText('', ttsMaxTextLength);
  const [chosenVoice, setChosenVoice] = useState<string | null>(null);
  const voiceChoice = useVoice(chosenVoice);
  const [speed, setSpeed] = useState<number>(ttsSpeed.default);
  const speech = useSpeech();
  const submit = () => {
    if (!input.check()) return;
    // Without voices there is nothing to send; why is shown at the select and, on submit, above the button.
    const voice = voiceChoice.voice;
    if (voice === undefined) {
      input.setProblem(voiceChoice.problem);
      return;
    }
    void speech.run({ text: input.text, voice, speed });
  };
  const audio = speech.audio;
  return (
    <ToolPage featureId="text-speech">
      <ToolForm run={speech} onSubmit={submit} submitLabel="Vorlesen lassen" problem={input.problem}>
        <TextArea label="Text" value={input.text} onChange={input.setText} maxLength={input.maxLength} />
        <ToolOptions>
          <VoiceSelect choice={voiceChoice} onChange={setChosenVoice} />
          <SpeedSlider value={speed} onChange={setSpeed} />
        </ToolOptions>
      </ToolForm>
      <ToolOutput
        stoppedMessage="request-stopped"
        status={speech.status}
        error={speech.error}
        failure={speech.failure}
        title="Sprachausgabe"
        progressLabel="Sprachausgabe wird erstellt …"
        progress={speech.progress !== null && <JobProgress fraction={speech.progress} />}
        actions={
          audio && (
            <DownloadButton content={audio.blob} filename={`sprachausgabe.${audio.format}`}>
              Als {audio.format.toUpperCase()} herunterladen
            </DownloadButton>
          )
        }
      >
        {audio && <Player controls src={audio.url} aria-label="Sprachausgabe anhören" />}
      </ToolOutput>
    </ToolPage>
  );
}
