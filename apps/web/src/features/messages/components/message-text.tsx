import { LinkedText } from '@/components/linked-text.tsx';

/** A message's text, line breaks kept and its http(s) links clickable (never HTML). */
export function MessageText({ text, mine }: { text: string; mine: boolean }) {
  return (
    <p className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">
      <LinkedText
        text={text}
        linkClassName={mine ? 'underline decoration-white/70' : 'text-brand-800 underline'}
      />
    </p>
  );
}
