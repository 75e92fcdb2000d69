// What a page asks the WhatsApp button to pre-fill instead of its own name and link (the quote page:
// the quote's number, never its private link).
import { useEffect } from 'react';
import { create } from 'zustand';

export const useChatTopicStore = create<{ text: string | null }>()(() => ({ text: null }));

/** While the calling page shows, the WhatsApp message is `text` (null: the page's own). */
export function useChatTopic(text: string | null) {
  useEffect(() => {
    useChatTopicStore.setState({ text });
    return () => useChatTopicStore.setState({ text: null });
  }, [text]);
}
