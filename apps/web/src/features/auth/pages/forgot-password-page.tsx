/** /forgot-password (product spec §2). */
export function ForgotPasswordPage() {
  return <main />;
}
