/** /reset-password (product spec §2). */
export function ResetPasswordPage() {
  return <main />;
}
