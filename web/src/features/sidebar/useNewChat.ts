/** New Chat (the sidebar's button and Ctrl/⌘+Shift+O): a new private thread, opened at /chat/{id}. */
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { STORAGE_KEYS, writeStorage } from '../../session/storage-keys';
import { useStartPrivateChatMutation } from './useStartPrivateChatMutation';

export function useNewChat(): () => void {
  const navigate = useNavigate();
  const [startChat] = useStartPrivateChatMutation();
  // One thread per press, however fast the presses come.
  const starting = useRef(false);
  return useCallback(() => {
    if (starting.current) return;
    starting.current = true;
    writeStorage(STORAGE_KEYS.lastThreadId, null);
    startChat()
      .then((threadId) => navigate(`/chat/${threadId}`))
      .catch((error: unknown) => {
        console.warn('New chat failed', error);
        navigate('/chat');
      })
      .finally(() => {
        starting.current = false;
      });
  }, [navigate, startChat]);
}
