import { useState } from 'react';
import { datePartsOf, defaultScanRange, formatIsoDate, type ScanRange } from '@veritag/domain';
import { Card } from '@veritag/ui';
import { ScanRangeForm } from './ScanRangeForm';
import { ScanResults } from './ScanResults';
import * as styles from './ScanDashboard.css';

/**
 * The ROLE_USER dashboard (spec 000 section 2.6): the banner, Start and End (a month ago to
 * today) with Filter, then the range's scans. Each Filter mounts the results afresh (the key
 * counts the filters), so filtering the same range again asks the server again.
 */
export default function ScanDashboard() {
  const [today] = useState(() => datePartsOf(new Date()));
  const [shown, setShown] = useState(() => ({ range: defaultScanRange(today), run: 0 }));
  const filter = (range: ScanRange) => setShown((previous) => ({ range, run: previous.run + 1 }));
  return (
    <div className={styles.page}>
      <Card title="Real Time Product Scan Dashboard">
        <ScanRangeForm initial={shown.range} today={formatIsoDate(today)} onFilter={filter} />
      </Card>
      <ScanResults key={shown.run} range={shown.range} />
    </div>
  );
}
