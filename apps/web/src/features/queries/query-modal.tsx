import type { QueryChatDto } from '@kaksha/contracts/queries';
import { Alert, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { PageLoader } from '../../components/page-loader.tsx';
import { QueryChat } from './query-chat.tsx';
import { useQueryChat } from './use-queries.ts';

interface QueryModalProps {
  chatID: string | null;
  onClose: () => void;
  /** What the reader may do now (reply, resolve, rate...), given the query as it stands. */
  children: (query: QueryChatDto) => ReactNode;
}

/** A query's chat over the list; fresh from the server, so a reply from the other side shows. */
export function QueryModal({ chatID, onClose, children }: QueryModalProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const chat = useQueryChat(chatID);
  return (
    <Modal opened={chatID !== null} onClose={onClose} title="Query" size="xl" fullScreen={phone}>
      {chat.isPending && <PageLoader />}
      {chat.isError && <Alert color="red">{chat.error.message}</Alert>}
      {chat.data && (
        <Stack gap="md">
          <QueryChat query={chat.data} />
          {children(chat.data)}
        </Stack>
      )}
    </Modal>
  );
}
