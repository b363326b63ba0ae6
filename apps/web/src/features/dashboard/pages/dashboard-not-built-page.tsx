/** Dashboard pages of later issues. */
export function DashboardNotBuiltPage() {
  return <main />;
}
