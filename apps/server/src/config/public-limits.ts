/**
 * The anonymous doors' limits as settings (decision 0346): their shapes, defaults and the parsers
 * of SCAN_LIMITS, SMS_LIMITS, MAIL_LIMITS and REPORT_LIMITS. Here, beside the other settings, so
 * the configuration reads them without reaching into a module; modules/public-limits counts them.
 */

/** One dimension of a budget: how many in how long. */
export interface BudgetWindow {
  points: number;
  seconds: number;
}

/** What a lookup of a code costs a client address, and when unknown lookups make a flood. */
export interface LookupLimits {
  /** Points one client address may spend on lookups in a day. */
  pointsPerDay: number;
  /** A known code's lookup. */
  knownCost: number;
  /** An unknown code's lookup: what a guesser pays for each miss. */
  unknownCost: number;
  /** An unknown code's lookup while a flood of them is on. */
  floodUnknownCost: number;
  /** Unknown lookups platform-wide in ten minutes that make a flood. */
  platformFlood: number;
  /** Unknown lookups under one company's GTINs in ten minutes that make a flood of that company. */
  companyFlood: number;
  /** Sessions of one code after its first counted in a day; later ones are answered but join the latest session. */
  sessionsPerCodePerDay: number;
  /** Requests per second from one address in each process: a cheap first line before the shared counter. */
  burstPerSecond: number;
}

const hour = 3_600;
const day = 86_400;

/** The budgets of the anonymous doors besides lookups, each a set of windows by dimension. */
export const budgetDimensions = {
  /** One-time codes by SMS for a registration. */
  sms: ['scanSession', 'code', 'mobile', 'address', 'company', 'total'],
  /** Mail an anonymous visitor's action sends (the microsite mail of a confirmed registration). */
  mail: ['address', 'recipient', 'company', 'total'],
  /** Reports of a product found not genuine. */
  reports: ['address', 'company', 'total'],
  /** Tries at a registration's one-time code. */
  otpTries: ['address'],
  /** The loyalty pages (points, redeem). */
  loyalty: ['address'],
  /** Misses on a customer's video page (`/c/{id}/video`): ids that name no customer. */
  videoPageMisses: ['address'],
} as const;
export type BudgetName = keyof typeof budgetDimensions;
export type BudgetWindows<Name extends BudgetName> = Record<
  (typeof budgetDimensions)[Name][number],
  BudgetWindow
>;

export interface PublicLimits {
  lookups: LookupLimits;
  sms: BudgetWindows<'sms'>;
  mail: BudgetWindows<'mail'>;
  reports: BudgetWindows<'reports'>;
  otpTries: BudgetWindows<'otpTries'>;
  loyalty: BudgetWindows<'loyalty'>;
  videoPageMisses: BudgetWindows<'videoPageMisses'>;
}

/**
 * The defaults (docs/abuse.md gives the reasoning and what each stops). A guesser's misses cost
 * 20 of an address's 1,000 daily points, so an address gets at most 50 unknown answers a day,
 * 10 during a flood; a shopper's scan of a known code costs 1, a rescan in its session nothing.
 */
export const defaultPublicLimits: PublicLimits = {
  lookups: {
    pointsPerDay: 1_000,
    knownCost: 1,
    unknownCost: 20,
    floodUnknownCost: 100,
    platformFlood: 100,
    companyFlood: 50,
    sessionsPerCodePerDay: 10,
    burstPerSecond: 10,
  },
  sms: {
    scanSession: { points: 3, seconds: hour },
    code: { points: 5, seconds: day },
    mobile: { points: 5, seconds: day },
    address: { points: 10, seconds: day },
    company: { points: 200, seconds: hour },
    total: { points: 1_000, seconds: hour },
  },
  mail: {
    address: { points: 10, seconds: day },
    recipient: { points: 5, seconds: day },
    company: { points: 200, seconds: hour },
    total: { points: 2_000, seconds: hour },
  },
  reports: {
    address: { points: 10, seconds: day },
    company: { points: 100, seconds: hour },
    total: { points: 1_000, seconds: hour },
  },
  otpTries: { address: { points: 30, seconds: hour } },
  loyalty: { address: { points: 60, seconds: hour } },
  videoPageMisses: { address: { points: 30, seconds: 15 * 60 } },
};

/** Partial settings, as the environment or a test gives them: each window or lookup figure replaces the default's. */
export type PublicLimitsOverrides = {
  lookups?: Partial<LookupLimits>;
} & { [Name in BudgetName]?: Partial<BudgetWindows<Name>> };

export function withOverrides(overrides: PublicLimitsOverrides = {}): PublicLimits {
  const merged = {
    ...defaultPublicLimits,
    lookups: { ...defaultPublicLimits.lookups, ...overrides.lookups },
  };
  for (const name of Object.keys(budgetDimensions) as BudgetName[]) {
    (merged as Record<BudgetName, unknown>)[name] = {
      ...defaultPublicLimits[name],
      ...overrides[name],
    };
  }
  return merged;
}

const units: Record<string, number> = { s: 1, m: 60, h: hour, d: day };

/**
 * Reads `SMS_LIMITS=company=500/1h,total=5000/1h`: each listed dimension's points per window
 * (s, m, h or d). Throws a message naming what is wrong; the caller names the variable.
 */
export function parseBudgetSetting<Name extends BudgetName>(
  name: Name,
  text: string,
): Partial<BudgetWindows<Name>> {
  const known: readonly string[] = budgetDimensions[name];
  const windows: Record<string, BudgetWindow> = {};
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^(\w+)=(\d+)\/(\d+)([smhd])$/.exec(part);
    if (!match)
      throw new Error(
        `must be dimension=points/window items such as ${known[0]}=5/1h (got "${part.slice(0, 40)}")`,
      );
    const [, dimension, points, count, unit] = match;
    if (!known.includes(dimension!))
      throw new Error(`has no dimension "${dimension}": use ${known.join(', ')}`);
    windows[dimension!] = { points: Number(points), seconds: Number(count) * units[unit!]! };
  }
  return windows as Partial<BudgetWindows<Name>>;
}

/** Reads `SCAN_LIMITS=pointsPerDay=2000,unknownCost=25`: whole numbers for the lookup figures. */
export function parseLookupSetting(text: string): Partial<LookupLimits> {
  const known = Object.keys(defaultPublicLimits.lookups);
  const figures: Record<string, number> = {};
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^(\w+)=(\d+)$/.exec(part);
    if (!match)
      throw new Error(
        `must be name=number items such as pointsPerDay=2000 (got "${part.slice(0, 40)}")`,
      );
    if (!known.includes(match[1]!))
      throw new Error(`has no figure "${match[1]}": use ${known.join(', ')}`);
    if (Number(match[2]) < 1) throw new Error(`${match[1]} must be at least 1`);
    figures[match[1]!] = Number(match[2]);
  }
  return figures as Partial<LookupLimits>;
}
