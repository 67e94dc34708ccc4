/** Says out loud which database modes the server suite runs in, and why one is skipped. */
export default function setup(): void {
  if (process.env.TEST_DATABASE_URL) {
    console.log('[veritag] server suite: PGlite and PostgreSQL (TEST_DATABASE_URL is set)');
  } else {
    console.log('[veritag] server suite: PGlite only; PostgreSQL mode skipped because TEST_DATABASE_URL is not set');
  }
}
