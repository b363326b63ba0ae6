const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Escape `&<>"'` so that a value can stand in HTML text or a quoted attribute (the dev
 * mailbox's hand-written pages; mails are rendered by React, which escapes on its own).
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}
