import { link } from './auth-page.css';
import { paths } from './paths';
import * as styles from './StatusPage.css';

/** The error pages of spec 000 section 2.1: a title, a sentence, and a way back. */
export function StatusPage({ title, description }: { title: string; description: string }) {
  return (
    <main className={styles.page}>
      <div className={styles.body}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{description}</p>
        <a className={link} href={`#${paths.dashboard}`}>
          Go to the dashboard
        </a>
      </div>
    </main>
  );
}
