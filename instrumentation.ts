/** Runs once when the Next.js server starts: check configuration, migrate, load sample data. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('./server/startup');
  await startServer();
}
