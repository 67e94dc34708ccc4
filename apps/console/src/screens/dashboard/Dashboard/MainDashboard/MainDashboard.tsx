import { mapDefaults } from '@veritag/domain';
import { Card, CountBarChart, ScanMap } from '@veritag/ui';
import { useMapTiles } from '#app/app/use-map-tiles';
import { ShowLoaded } from '#app/kit/view/ShowLoaded';
import { DashboardCounts } from './DashboardCounts';
import { LookupFloods } from './LookupFloods';
import { TopList } from './TopList';
import { useMainDashboard } from './use-main-dashboard';
import * as styles from './MainDashboard.css';

const { center, zoom } = mapDefaults.dashboard;

/**
 * The dashboard of every role but ROLE_USER (spec 000 section 2.6): counts and totals, the
 * three top lists, two charts and the map of the last 12 months' scans, green valid and red
 * invalid, amber triangles for scans far from their consignment's destination (geo-diversion).
 * The map opens on the scans (decision 0373), on the spec's Mediterranean at zoom 7 when there are
 * none, and says how many of the year's scans have a place. The super admin's figures are
 * platform-wide, the others' their company's (the server scopes them).
 */
export default function MainDashboard() {
  const data = useMainDashboard();
  const tiles = useMapTiles();
  return (
    <div className={styles.page}>
      <LookupFloods state={data.floods} />
      <DashboardCounts counts={data.counts} mayCountProducts={data.mayCountProducts} />
      <div className={styles.columns}>
        <TopList title="Top end users" unit={['point', 'points']} state={data.top.endUsers} />
        <TopList
          title="Top plants"
          unit={['code printed', 'codes printed']}
          state={data.top.plants}
        />
        <TopList
          title="Top products"
          unit={['valid scan', 'valid scans']}
          state={data.top.products}
        />
      </div>
      <div className={styles.columns}>
        <Card>
          <ShowLoaded state={data.charts.scansPerMonth} what="valid scans per month">
            {(points) => (
              <CountBarChart title="Valid scans per month" countLabel="Valid scans" data={points} />
            )}
          </ShowLoaded>
        </Card>
        <Card>
          <ShowLoaded state={data.charts.codesPerPlant} what="codes printed per plant">
            {(points) => (
              <CountBarChart title="Codes printed per plant" countLabel="Codes" data={points} />
            )}
          </ShowLoaded>
        </Card>
      </div>
      <Card title="Scans of the last 12 months" headingLevel={3}>
        <ShowLoaded state={data.clusters} what="the scan map">
          {({ clusters, located, total }) => (
            <ScanMap
              aria-label="Valid and invalid scans"
              center={[center.latitude, center.longitude]}
              zoom={zoom}
              clusters={clusters}
              coverage={{ located, total }}
              // The diverted layer is extra: until it loads (or if it fails) the map shows the rest.
              diverted={data.diverted.status === 'ready' ? data.diverted.data : []}
              {...tiles}
            />
          )}
        </ShowLoaded>
      </Card>
    </div>
  );
}
