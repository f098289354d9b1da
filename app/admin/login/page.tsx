export const dynamic = 'force-dynamic';

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ error?: string }> }) {
  const { error } = await searchParams;
  return (
    <main style={{ maxWidth: 360, margin: '4rem auto', padding: '0 1rem' }}>
      <h1>Staff sign-in</h1>
      <form method="post" action="/api/admin/session">
        <label htmlFor="password">Password</label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          data-testid="password"
          style={{ display: 'block', width: '100%', margin: '0.5rem 0 1rem', padding: '0.4rem' }}
        />
        <button type="submit" data-testid="sign-in">
          Sign in
        </button>
      </form>
      {error ? (
        <p role="alert" data-testid="login-error" style={{ color: '#b00020' }}>
          Wrong password.
        </p>
      ) : null}
    </main>
  );
}
