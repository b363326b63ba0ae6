/**
 * What a route says about the page chrome. The top navigation is hidden on the routes the
 * spec lists (product spec §2 route table notes); the footer shows on public pages only.
 */
export interface RouteHandle {
  topNav?: boolean;
  footer?: boolean;
}
