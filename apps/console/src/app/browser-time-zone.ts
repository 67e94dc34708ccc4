import { isTimeZone } from '@veritag/domain';

/** The browser's IANA zone, in which dates typed on a screen are calendar days (the server reads UTC without it). */
export const browserTimeZone = (): string | undefined => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : undefined;
};
