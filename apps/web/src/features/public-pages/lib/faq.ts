/**
 * The FAQ's categories and questions, in display order (docs/product.md#210-faq "/faq": the
 * spec's 18 mentor-oriented items in the categories getting-started, scheduling, mentoring,
 * payment, safety, feedback, community, tools, §6 and §9; then the mentee's questions on
 * booking, changing and cancelling, paying and safety). Texts live in the `public`
 * catalogue under `faq.categories.<category>` and `faq.items.<item>.{question,answer}`.
 */
export const FAQ_CATEGORIES = [
  { id: 'getting-started', items: ['who-can-mentor', 'how-to-join'] },
  { id: 'scheduling', items: ['session-length', 'availability', 'reschedule-cancel'] },
  { id: 'mentoring', items: ['decline-requests', 'response-time', 'past-notes'] },
  { id: 'payment', items: ['volunteer-or-paid', 'getting-paid'] },
  { id: 'safety', items: ['vetting-safety', 'report-concern'] },
  { id: 'feedback', items: ['ratings-reviews', 'suggest-improvement'] },
  { id: 'community', items: ['circles', 'languages'] },
  { id: 'tools', items: ['mentor-dashboard', 'expert-opt-in'] },
  {
    id: 'mentees',
    items: ['mentee-booking', 'mentee-change-cancel', 'mentee-paying', 'mentee-safety'],
  },
] as const;
