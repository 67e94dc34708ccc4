/**
 * Dates and places as the page says them, in the page's language (Intl, on the server:
 * decision 0466). The server does not know the phone's time zone, so times are written in UTC
 * and marked up as <time>; the client script rewrites them in the phone's own zone when it runs.
 */

const timeFormats = new Map<string, Intl.DateTimeFormat>();
const monthFormats = new Map<string, Intl.DateTimeFormat>();
const cached = (
  cache: Map<string, Intl.DateTimeFormat>,
  locale: string,
  options: Intl.DateTimeFormatOptions,
) => {
  let format = cache.get(locale);
  if (!format) cache.set(locale, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
};

/** '12 Mar 2025, 14:05 UTC' (en-GB) from an ISO timestamp; the raw text when it does not parse. */
export function formatScanTime(iso: string, locale = 'en-GB'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return cached(timeFormats, locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(date);
}

/** 'Mar 2025' (en-GB) from 'YYYY-MM' (a product's mfg and expiry month); the raw text otherwise. */
export function formatMonth(isoMonth: string, locale = 'en-GB'): string {
  const match = /^(\d{4})-(\d{2})$/.exec(isoMonth);
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) return isoMonth;
  return cached(monthFormats, locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(match[1]), month - 1, 1)));
}

/** The letters of the four sides of a place, in the page's language. */
export interface PlaceWords {
  format: (parts: { lat: string; latSide: string; lng: string; lngSide: string }) => string;
  north: string;
  south: string;
  east: string;
  west: string;
}

const englishPlace: PlaceWords = {
  format: ({ lat, latSide, lng, lngSide }) => `${lat}° ${latSide}, ${lng}° ${lngSide}`,
  north: 'N',
  south: 'S',
  east: 'E',
  west: 'W',
};

/** '45.5° N, 9.2° E': a rough place (one decimal, about 11 km) in words a reader knows. */
export function formatPlace(
  { lat, lng }: { lat: number; lng: number },
  words: PlaceWords = englishPlace,
  locale = 'en-GB',
): string {
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return words.format({
    lat: number.format(Math.abs(lat)),
    latSide: lat < 0 ? words.south : words.north,
    lng: number.format(Math.abs(lng)),
    lngSide: lng < 0 ? words.west : words.east,
  });
}

/** An OpenStreetMap view of a rough place, zoomed to the town, not the street. */
export function placeMapUrl({ lat, lng }: { lat: number; lng: number }): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=11/${lat}/${lng}`;
}
