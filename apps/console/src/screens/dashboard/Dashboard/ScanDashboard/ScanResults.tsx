import {
  formatAverageScans,
  mapDefaults,
  scannedProductCategories,
  type ScanRange,
} from '@veritag/domain';
import { Card, DailyScansChart, ScanMap } from '@veritag/ui';
import { useMapTiles } from '#app/app/use-map-tiles';
import { FigureGrid, FigureTile } from '#app/kit/view/FigureTile';
import { ShowLoaded } from '#app/kit/view/ShowLoaded';
import { useScanDashboard } from './use-scan-dashboard';
import { WeekdayTable } from './WeekdayTable';
import * as styles from './ScanDashboard.css';

const { center, zoom } = mapDefaults.scanDashboard;
// The spec's fixed figure, not read from the server: shown as loaded at once.
const categories = { status: 'ready', data: scannedProductCategories } as const;

/** What one range shows: the totals, the map, the chart per day and the weekday table. */
export function ScanResults({ range }: { range: ScanRange }) {
  const { details, clusters } = useScanDashboard(range);
  const tiles = useMapTiles();
  const total =
    details.status === 'ready'
      ? { status: 'ready' as const, data: details.data.totalProductScan }
      : details;
  const average =
    details.status === 'ready'
      ? { status: 'ready' as const, data: formatAverageScans(details.data.averageProductScan) }
      : details;
  return (
    <>
      <FigureGrid label="Scan figures">
        <FigureTile label="Total product scans" state={total} />
        <FigureTile label="Average product scans per day" state={average} />
        <FigureTile label="Number of scanned product categories" state={categories} />
      </FigureGrid>
      <Card title="Where products were scanned" headingLevel={3}>
        <ShowLoaded state={clusters} what="the scan map">
          {({ clusters: found, located, total }) => (
            <ScanMap
              aria-label="Valid and invalid scans"
              center={[center.latitude, center.longitude]}
              zoom={zoom}
              clusters={found}
              coverage={{ located, total }}
              {...tiles}
            />
          )}
        </ShowLoaded>
      </Card>
      <div className={styles.columns}>
        <Card>
          <ShowLoaded state={details} what="scans per day">
            {(data) => <DailyScansChart data={data.barChartCountList} />}
          </ShowLoaded>
        </Card>
        <Card>
          <ShowLoaded state={details} what="scans per weekday">
            {(data) => <WeekdayTable days={data.weekDayCountDTOList} />}
          </ShowLoaded>
        </Card>
      </div>
    </>
  );
}
