/**
 * "Role · Company" through `join` (the catalogue's wording), either part alone, or null when
 * the mentor has given neither (real mentors fill these in later: the UI leaves the line out).
 */
export function roleAndCompany(
  headline: string | null,
  company: string | null,
  join: (role: string, company: string) => string,
): string | null {
  if (headline && company) return join(headline, company);
  return headline ?? company ?? null;
}
