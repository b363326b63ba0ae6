/** /signup (product spec §2). */
export function SignupPage() {
  return <main />;
}
