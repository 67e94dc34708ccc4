import { monthNames } from '@veritag/domain';

/**
 * Dates and places as the page says them. The server does not know the phone's time zone,
 * so times are written in UTC and marked up as <time>; the client script rewrites them in
 * the phone's own zone when it runs.
 */

/** '12 Mar 2025, 14:05 UTC' from an ISO timestamp; the raw text when it does not parse. */
export function formatScanTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getUTCDate()} ${monthNames[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}

/** 'Mar 2025' from 'YYYY-MM' (a product's mfg and expiry month); the raw text otherwise. */
export function formatMonth(isoMonth: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(isoMonth);
  const name = match ? monthNames[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : isoMonth;
}

/** '45.5° N, 9.2° E': a rough place (one decimal, about 11 km) in words a reader knows. */
export function formatPlace({ lat, lng }: { lat: number; lng: number }): string {
  const part = (value: number, positive: string, negative: string) =>
    `${Math.abs(value).toFixed(1)}° ${value < 0 ? negative : positive}`;
  return `${part(lat, 'N', 'S')}, ${part(lng, 'E', 'W')}`;
}

/** An OpenStreetMap view of a rough place, zoomed to the town, not the street. */
export function placeMapUrl({ lat, lng }: { lat: number; lng: number }): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=11/${lat}/${lng}`;
}

/** 'once', 'twice', 'N times'. */
export function timesWord(count: number): string {
  return count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`;
}
