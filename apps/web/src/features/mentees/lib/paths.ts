/** The mentees pages under the mentor dashboard (docs/product.md "Mentor dashboard"). */
export const MENTEES_PATH = '/dashboard_mentor/mentees';
