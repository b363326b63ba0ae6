export type { RouteHandle } from '../app/layout/route-handle.ts';
export { BARE } from '../app/layout/route-handle.ts';
