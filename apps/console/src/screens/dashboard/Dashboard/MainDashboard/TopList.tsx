import type { TopEntry } from '@veritag/domain';
import { Card } from '@veritag/ui';
import type { Loaded } from '#app/app/use-load';
import { ShowLoaded } from '#app/kit/view/ShowLoaded';
import * as styles from './MainDashboard.css';

const countFormat = new Intl.NumberFormat('en');

/** One top list, best first (at most 5 from the server), each entry with its figure and unit (one, many). */
export function TopList({
  title,
  unit,
  state,
}: {
  title: string;
  unit: readonly [string, string];
  state: Loaded<TopEntry[]>;
}) {
  return (
    <Card title={title} headingLevel={3}>
      <ShowLoaded state={state} what={title.toLowerCase()}>
        {(entries) =>
          entries.length === 0 ? (
            <p className={styles.muted}>None yet</p>
          ) : (
            <ol aria-label={title} className={styles.topList}>
              {entries.map((entry) => (
                <li key={entry.id}>
                  <span className={styles.topName}>{entry.name}</span>
                  <span
                    className={styles.topCount}
                  >{`${countFormat.format(entry.count)} ${unit[entry.count === 1 ? 0 : 1]}`}</span>
                </li>
              ))}
            </ol>
          )
        }
      </ShowLoaded>
    </Card>
  );
}
