import { Anchor, Button, Group, Text, ThemeIcon } from '@mantine/core';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { Dialog } from './dialog';

// The spec's message modal: Error red, Info blue, Success green (§8).
export type MessageType = 'Error' | 'Info' | 'Success';

const COLOR: Record<MessageType, string> = { Error: 'red', Info: 'blue', Success: 'green' };
const SYMBOL: Record<MessageType, string> = { Error: '!', Info: 'i', Success: '✓' };

interface Message {
  type: MessageType;
  text: string;
}

const ShowMessage = createContext<(type: MessageType, text: string) => void>(() => undefined);

export function MessageModalProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<Message | null>(null);
  const show = useCallback((type: MessageType, text: string) => setMessage({ type, text }), []);
  const close = () => setMessage(null);

  return (
    <ShowMessage.Provider value={show}>
      {children}
      <Dialog
        opened={message !== null}
        onClose={close}
        title={
          message && (
            <Group gap="sm" component="span" data-type={message.type} data-testid="message-type">
              <ThemeIcon component="span" color={COLOR[message.type]} radius="xl" aria-hidden>
                {SYMBOL[message.type]}
              </ThemeIcon>
              <Text component="span" inherit c={`${COLOR[message.type]}.8`}>
                {message.type}
              </Text>
            </Group>
          )
        }
      >
        <Text role="alert" data-testid="message-text">
          {message && <MessageText text={message.text} />}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button color={message ? COLOR[message.type] : undefined} onClick={close} autoFocus>
            OK
          </Button>
        </Group>
      </Dialog>
    </ShowMessage.Provider>
  );
}

// A refusal for a plan limit ends "Upgrade your plan at /subscriptionList."; the path becomes a link.
const UPGRADE_PATH = '/subscriptionList';

function MessageText({ text }: { text: string }) {
  const at = text.indexOf(UPGRADE_PATH);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <Anchor href={UPGRADE_PATH}>{UPGRADE_PATH}</Anchor>
      {text.slice(at + UPGRADE_PATH.length)}
    </>
  );
}

// Shows a message in the modal: `showMessage('Error', 'Invalid Credentials.')`.
export function useShowMessage() {
  return useContext(ShowMessage);
}
