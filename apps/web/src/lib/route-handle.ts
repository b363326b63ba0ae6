/**
 * What a route says about the page chrome. The top navigation is hidden on the routes the
 * spec lists (docs/product.md#2-screens-and-routes route table notes); the footer shows on public pages only.
 * The deepest matched route's value wins.
 */
export interface RouteHandle {
  topNav?: boolean;
  footer?: boolean;
}

/** Auth, onboarding and most dashboard pages show neither navigation nor footer. */
export const BARE: RouteHandle = { topNav: false, footer: false };
