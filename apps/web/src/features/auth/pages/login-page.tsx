/** /login (product spec §2). */
export function LoginPage() {
  return <main />;
}
