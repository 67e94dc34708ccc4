import type { GeoDiversionPoint, ScanCluster, ScanPoint } from '@veritag/domain';
import { Minus, Plus } from 'lucide-react';
import { Map as PigeonMap, Overlay } from 'pigeon-maps';
import { useId, useMemo, useState, type ReactElement } from 'react';
import { IconButton } from '../../components/IconButton/IconButton';
import { indexScans, sumCounts, totalOf, type ScanIndex, type ScanMark } from './scan-clusters';
import { scanCoverageText, scanMapSummary, type ScanCoverage } from './scan-map-texts';
import { DivertedMark, ScanBubble, ScanDot, bubbleSize } from './ScanMapMark';
import { tileProviderOf, type TileUrl } from './tile-provider';
import { useElementWidth } from './use-element-width';
import { usePrefersReducedMotion } from './use-reduced-motion';
import { fitView, viewBox } from './web-mercator';
import * as styles from './ScanMap.css';

const minZoom = 1;
const maxZoom = 18;
const dotSize = 14;

interface ScanMapCommonProps {
  /** Names the map's region, e.g. "Valid and invalid scans". */
  'aria-label': string;
  /** Where the map opens when it has no scans to fit (or `fitScans` is false), [latitude, longitude]. */
  center: [number, number];
  /** The zoom of that opening view (1 the world, 18 a street). */
  zoom: number;
  /**
   * Open on the scans: the view that holds them all, once the map's width is known and again
   * when new scans come. True by default; false keeps `center` and `zoom`.
   */
  fitScans?: boolean;
  /**
   * How many of the period's scans have a place, of how many: shown under the map, so a map
   * of 27 beside a figure of 202 says why. The figures are the server's.
   */
  coverage?: ScanCoverage;
  /**
   * The tile server, a setting of the app: an address with `{z}`, `{x}` and `{y}`, or a
   * function. There is no default, so nothing asks a server on the internet unless told to.
   */
  tileUrl: TileUrl;
  /** Credit the tile server asks for, shown in the corner. */
  attribution?: ReactElement | false;
  /**
   * Scans flagged as geo-diversions, drawn over the others as a third marker, each on its own
   * (they are few); with them the legend gains "Diverted".
   */
  diverted?: readonly GeoDiversionPoint[];
  /** Height in px; the width follows the container. */
  height?: number;
  className?: string;
}

/** Raw scans (clustered here), or clusters the server made (merged further when zoomed out). */
export type ScanMapProps = ScanMapCommonProps &
  (
    | { points: readonly ScanPoint[]; clusters?: never }
    | { clusters: readonly ScanCluster[]; points?: never }
  );

interface View {
  center: [number, number];
  zoom: number;
}

const kilometres = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const divertedLabel = (point: GeoDiversionPoint) =>
  `Diverted scan, ${kilometres.format(point.distanceKm)} km from ${point.destination}`;

/** The scans on a map: green valid, red invalid, gathered into bubbles with their counts. */
export function ScanMap(props: ScanMapProps) {
  const {
    'aria-label': label,
    center,
    zoom,
    tileUrl,
    attribution = false,
    height = 400,
    className,
    diverted,
    fitScans = true,
    coverage,
    ...source
  } = props;
  const summaryId = useId();
  const coverageId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const [view, setView] = useState<View>({ center, zoom });
  const [frameRef, width] = useElementWidth();
  // A new center or zoom from the app moves the map; the user's panning in between stays.
  const [opening, setOpening] = useState({ center, zoom });
  if (opening.center[0] !== center[0] || opening.center[1] !== center[1] || opening.zoom !== zoom) {
    setOpening({ center, zoom });
    setView({ center, zoom });
  }

  const { points, clusters } = source;
  const index = useMemo(
    () => indexScans(points ? { points } : { clusters: clusters ?? [] }),
    [points, clusters],
  );
  // Fitted in render, before the map first draws: it never flashes the default view first.
  const [fittedFor, setFittedFor] = useState<ScanIndex>();
  if (fitScans && width > 0 && fittedFor !== index) {
    setFittedFor(index);
    const fitted = fitView(
      points ?? (clusters ?? []).filter((cluster) => totalOf(cluster) > 0),
      width,
      height,
      { minZoom, maxZoom: 12 },
    );
    if (fitted) setView(fitted);
  }
  const ready = width > 0 && (!fitScans || fittedFor === index);
  // The view is worked out here, not read from pigeon-maps: it reports bounds only after the
  // user moves the map, not after a zoom the buttons or a bubble asked for.
  const marks = useMemo(
    () => index.marksIn(viewBox(view.center, view.zoom, width, height), view.zoom),
    [index, view, width, height],
  );
  const provider = useMemo(() => tileProviderOf(tileUrl), [tileUrl]);

  const zoomTo = (next: number, nextCenter = view.center) =>
    setView({ center: nextCenter, zoom: Math.max(minZoom, Math.min(maxZoom, next)) });
  const zoomInOn = (mark: ScanMark) =>
    zoomTo(index.splitZoomOf(mark), [mark.latitude, mark.longitude]);

  return (
    <section
      aria-label={label}
      aria-describedby={coverage ? `${summaryId} ${coverageId}` : summaryId}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-slot="scan-map"
    >
      <div ref={frameRef} className={styles.frame} style={{ height }} data-slot="scan-map-frame">
        {ready && (
          <PigeonMap
            height={height}
            width={width}
            center={view.center}
            zoom={view.zoom}
            minZoom={minZoom}
            maxZoom={maxZoom}
            provider={provider}
            attribution={attribution}
            attributionPrefix={false}
            animate={!reducedMotion}
            // The page scrolls with the wheel; zooming takes Ctrl or Cmd, as the map's hint says.
            metaWheelZoom
            onBoundsChanged={({ center: moved, zoom: zoomed }) =>
              setView({ center: moved, zoom: zoomed })
            }
          >
            {marks.map((mark) => {
              const size = totalOf(mark) === 1 ? dotSize : bubbleSize(totalOf(mark));
              return (
                <Overlay
                  key={mark.key}
                  anchor={[mark.latitude, mark.longitude]}
                  offset={[size / 2, size / 2]}
                >
                  {totalOf(mark) === 1 ? (
                    <ScanDot invalid={mark.invalid === 1} />
                  ) : (
                    <ScanBubble mark={mark} onZoomIn={zoomInOn} />
                  )}
                </Overlay>
              );
            })}
            {diverted?.map((point, at) => (
              <Overlay
                key={`diverted-${at}`}
                anchor={[point.latitude, point.longitude]}
                offset={[8, 7]}
              >
                <DivertedMark label={divertedLabel(point)} />
              </Overlay>
            ))}
          </PigeonMap>
        )}
        <div className={styles.zoomControls} data-slot="scan-map-zoom">
          <IconButton
            aria-label="Zoom in"
            variant="secondary"
            size="sm"
            isDisabled={view.zoom >= maxZoom}
            onPress={() => zoomTo(view.zoom + 1)}
          >
            <Plus />
          </IconButton>
          <IconButton
            aria-label="Zoom out"
            variant="secondary"
            size="sm"
            isDisabled={view.zoom <= minZoom}
            onPress={() => zoomTo(view.zoom - 1)}
          >
            <Minus />
          </IconButton>
        </div>
      </div>
      <div className={styles.footer}>
        <p id={summaryId} className={styles.summary} data-slot="scan-map-summary">
          {scanMapSummary(sumCounts(marks))}
        </p>
        {coverage && (
          <p id={coverageId} className={styles.summary} data-slot="scan-map-coverage">
            {scanCoverageText(coverage)}
          </p>
        )}
        <ul className={styles.legend} aria-label="Legend" data-slot="scan-map-legend">
          <li>
            <ScanDot invalid={false} /> Valid
          </li>
          <li>
            <ScanDot invalid /> Invalid
          </li>
          {diverted && (
            <li>
              <DivertedMark /> Diverted
            </li>
          )}
        </ul>
      </div>
    </section>
  );
}
