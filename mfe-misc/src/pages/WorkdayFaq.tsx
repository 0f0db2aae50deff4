import { useRef, useState } from 'react';
import { Button, Card, ToolPage } from 'shared-ui';
import styled from 'styled-components';
import { MessageList } from '../workday-faq/MessageList';
import { QuestionInput } from '../workday-faq/QuestionInput';
import { Suggestions } from '../workday-faq/Suggestions';
import { useListFaqEntriesQuery } from '../workday-faq/api';
import { questionProblem } from '../workday-faq/conversation';
import { useFaqChat } from '../workday-faq/useFaqChat';

const Chat = styled(Card)`
  display: grid;
  gap: 1rem;
  max-width: 60rem;
`;

const Toolbar = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  justify-content: space-between;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

export default function WorkdayFaq() {
  const [question, setQuestion] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  // The entries are optional: without them there are no example questions and sources stay closed.
  const entries = useListFaqEntriesQuery().data;
  const chat = useFaqChat();

  /** `typed`: the question comes from the input (which then empties), not from an example. */
  const ask = (text: string, typed: boolean) => {
    const found = questionProblem(text);
    setProblem(found);
    if (found) return;
    if (typed) setQuestion('');
    inputRef.current?.focus();
    void chat.ask(text).then((outcome) => {
      // The question goes back into the input, unless something new was typed in the meantime.
      if (outcome === 'failed') setQuestion((current) => (current.trim() === '' ? text : current));
    });
  };

  const startOver = () => {
    chat.clear();
    setProblem(null);
    inputRef.current?.focus();
  };

  return (
    <ToolPage featureId="workday-faq">
      <Chat aria-labelledby="workday-faq-chat">
        <Toolbar>
          <h2 id="workday-faq-chat">Gespräch</h2>
          <Button $variant="secondary" onClick={startOver} disabled={chat.messages.length === 0}>
            Neues Gespräch
          </Button>
        </Toolbar>
        {chat.messages.length > 0 ? (
          <MessageList messages={chat.messages} entries={entries} busy={chat.running} />
        ) : (
          entries && <Suggestions entries={entries} onAsk={(example) => ask(example, false)} />
        )}
        <QuestionInput
          ref={inputRef}
          value={question}
          onChange={(value) => {
            setQuestion(value);
            setProblem(null);
          }}
          onSend={() => ask(question, true)}
          onStop={chat.stop}
          running={chat.running}
          problem={problem}
        />
      </Chat>
    </ToolPage>
  );
}
