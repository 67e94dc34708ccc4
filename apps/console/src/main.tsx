import { Button, lightTheme } from '@veritag/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useHealth, type HealthState } from '#app/lib/use-health';
import * as styles from './app.css';

// A placeholder page until the console issue lands its routes and screens.
function describe(result: HealthState): string {
  // Exhaustive over HealthState: adding a state without a text does not compile.
  switch (result.state) {
    case 'loading':
      return 'Checking the API…';
    case 'ok':
      return `The API is up (database: ${result.health.database}, version ${result.health.version}).`;
    case 'error':
      return `The API cannot be reached: ${result.message}.`;
  }
}

function App() {
  const { result, check } = useHealth();
  return (
    <main className={`${lightTheme} ${styles.page}`}>
      <h1>Veritag</h1>
      <p>The staff console is being built.</p>
      <section aria-labelledby="health-heading">
        <h2 id="health-heading">API health</h2>
        <p role="status" className={styles.status}>
          {describe(result)}
        </p>
        <Button variant="secondary" onPress={check} isPending={result.state === 'loading'}>
          Check again
        </Button>
      </section>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
