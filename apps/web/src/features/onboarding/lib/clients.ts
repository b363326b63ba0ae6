/** The lowest client count (docs/product.md#5-validation "Client count minimum 1"). */
export const MIN_CLIENTS = 1;

/**
 * One press of − or + on the client count as typed: down to 1, up without limit (product
 * docs/product.md#4-states-and-transitions "Client count goes up without limit and down to 1"). Unreadable text counts as 1.
 */
export function stepClients(current: string, delta: 1 | -1): string {
  const value = Number.parseInt(current, 10);
  const base = Number.isFinite(value) ? value : MIN_CLIENTS;
  return String(Math.max(MIN_CLIENTS, base + delta));
}
