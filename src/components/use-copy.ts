import { useNotify } from 'react-admin';

/**
 * Copies a text to the clipboard and says so: `copied` when it is there, `failed` when the browser
 * refuses (no permission, no secure context), so the reader selects it by hand.
 */
export const useCopy = (messages: { copied: string; failed: string }) => {
  const notify = useNotify();
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify(messages.copied, { type: 'info' });
    } catch {
      notify(messages.failed, { type: 'warning' });
    }
  };
};
