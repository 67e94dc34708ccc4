/**
 * Constants of the application shell (spec 000 sections 2.3, 2.6 and 9). The twelve colour
 * themes are not named by the spec; these names are ours, and the ui package gives each
 * one its tokens (a theme missing a token does not compile there).
 */
export const colorThemes = [
  'indigo',
  'blue',
  'light-blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'amber',
  'orange',
  'deep-orange',
  'purple',
  'blue-grey',
] as const;
export type ColorTheme = (typeof colorThemes)[number];

/** The configurator's choices. */
export const menuModes = ['static', 'overlay', 'horizontal', 'slim'] as const;
export type MenuMode = (typeof menuModes)[number];
export const menuColors = ['dark', 'light'] as const;
export type MenuColor = (typeof menuColors)[number];
export const profileModes = ['inline', 'top'] as const;
export type ProfileMode = (typeof profileModes)[number];

export const defaultLayout = {
  menuMode: 'static',
  menuColor: 'dark',
  profileMode: 'inline',
  theme: 'indigo',
} as const satisfies {
  menuMode: MenuMode;
  menuColor: MenuColor;
  profileMode: ProfileMode;
  theme: ColorTheme;
};

/** Below this width the layout is the mobile one; submenus animate in this time. */
export const mobileBreakpointPx = 640;
export const submenuAnimationMs = 400;

/** QR codes shown in the console: 250 px, high error correction. */
export const qrPreview = { sizePx: 250, errorCorrection: 'H' } as const;

/**
 * Map defaults. The main dashboard centres on the Mediterranean at zoom 7; the scan
 * dashboard on "a fixed latitude and longitude" at zoom 5, which the spec does not give:
 * ours is the same Mediterranean point.
 */
export const mapDefaults = {
  dashboard: { center: { latitude: 35.0, longitude: 18.0 }, zoom: 7 },
  scanDashboard: { center: { latitude: 35.0, longitude: 18.0 }, zoom: 5 },
} as const;

/** The static sign-up mock-up (/wizard): tiers per month and VAT; it calls nothing. */
export const signUpTiers = [
  { name: 'Basic', pricePerMonth: 5 },
  { name: 'Pro', pricePerMonth: 25 },
  { name: 'Pro+', pricePerMonth: 50 },
] as const;
export const signUpVatPercent = 18;
/**
 * The sign-up's 38 time-zone options. The spec gives only the count; these are IANA zones
 * chosen to cover every inhabited UTC offset a customer is likely to sit in, west to east.
 */
export const signUpTimeZones = [
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Denver',
  'America/Phoenix',
  'America/Chicago',
  'America/Mexico_City',
  'America/New_York',
  'America/Bogota',
  'America/Caracas',
  'America/Halifax',
  'America/Sao_Paulo',
  'America/Argentina/Buenos_Aires',
  'Atlantic/Azores',
  'UTC',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Africa/Lagos',
  'Africa/Cairo',
  'Europe/Athens',
  'Africa/Johannesburg',
  'Europe/Istanbul',
  'Europe/Moscow',
  'Asia/Riyadh',
  'Asia/Tehran',
  'Asia/Dubai',
  'Asia/Karachi',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Dhaka',
  'Asia/Bangkok',
  'Asia/Singapore',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Adelaide',
  'Australia/Sydney',
  'Pacific/Auckland',
] as const;
export const signUpTimeZoneCount = signUpTimeZones.length;

/** How the sign-up asks "how did you hear of us"; the spec names the field, not the options. */
export const signUpReferralSources = [
  'Search engine',
  'Trade show',
  'Colleague or partner',
  'Social media',
  'Newsletter',
  'Other',
] as const;
