import type { Message, PluralMessage } from '../format-message';

/**
 * The scan pages' own words in English: this catalogue defines the keys, and every other
 * language's catalogue must have exactly these keys with the same placeholders (decision
 * 0466; i18n.test.ts checks the placeholders). A message with a count has a form per plural
 * category; `{count}` is written in the locale's digits.
 */
export const en = {
  // The verdict: short, and unmistakable at a glance.
  'verdict.genuine': 'Genuine product',
  'verdict.alreadyVerified': 'Already verified',
  'verdict.notGenuine': 'Not genuine',
  'verdict.limitReached': 'Scan limit reached',
  'verdict.underReview': 'Under review',

  'reason.malformed':
    'This code is not one we issued: a character is wrong, or the code was made up. Check it against the label.',
  'reason.unknown': 'This code was never issued for a product.',
  'reason.blacklisted': 'This code has been blacklisted.',
  'reason.batchInactive': 'This code was never released for sale.',
  'reason.batchExpired': 'The batch this code belongs to has expired.',
  'reason.binned':
    "This product's packaging was already used and recycled: it may have been refilled, so do not trust what is inside.",
  'reason.blacklistedBecause': 'This code has been blacklisted: {reason}.',

  'blacklistReason.counterfeit': 'Counterfeit',
  'blacklistReason.stolen': 'Stolen',
  'blacklistReason.damaged': 'Damaged',
  'blacklistReason.misprint': 'Misprint',
  'blacklistReason.notSold': 'Not sold',
  'blacklistReason.lost': 'Lost',
  'blacklistReason.other': 'Other',
  'blacklistReason.maxScanCount': 'Max scan count',

  'limit.default': 'This code has been scanned more often than its product allows.',
  'review.checking':
    'This code was scanned by more people than its product expects, so the brand is checking it.',
  'review.meanwhile':
    'Your product may well be genuine. Until the check is done, keep your receipt and contact the seller or the brand if in doubt.',
  'review.since': 'Under review since {time}',

  'history.scanned': { one: 'Scanned once', other: 'Scanned {count} times' },
  'history.first': 'First verified {time}',
  'history.previous': 'Last verified before this {time}',
  'history.previousNear': 'Last verified before this {time} near {place}',
  'blacklist.since': 'Since {time}',

  'place.coordinates': '{lat}° {latSide}, {lng}° {lngSide}',
  'place.north': 'N',
  'place.south': 'S',
  'place.east': 'E',
  'place.west': 'W',

  'product.manufactured': 'Manufactured',
  'product.expires': 'Expires',
  'product.links': 'About {product}',
  'product.offers': 'See offers',
  'product.warranty': 'Warranty',
  'product.content': 'Product content',
  'product.brochure': 'Brochure',

  'customer.from': 'From {brand}',
  'customer.links': '{brand} links',
  'link.website': 'Website',
  'link.linkedin': 'LinkedIn',
  'link.instagram': 'Instagram',
  'link.youtube': 'YouTube',
  'link.android': 'Get the Android app',
  'link.ios': 'Get the iOS app',
  'lastPage.video': 'Video',
  'lastPage.watch': 'Watch the video',

  'location.label': 'Share your location',
  'location.why':
    'Sharing where you scanned this code helps the brand find counterfeits. It is asked only when you press.',
  'location.share': 'Share my location',

  'field.name': 'Name',
  'field.email': 'Email',
  'field.mobile': 'Mobile',
  'field.code': 'Code',
  'field.points': 'Points',
  'field.invoice': 'Invoice (a photo or a PDF)',

  'report.title': 'Report this product',
  'report.intro': 'Tell the brand where this code came from. They may contact you about it.',
  'report.introPlatform':
    "Tell us where this code came from. No brand issued it, so your report goes to the Veritag platform's review team.",
  'report.send': 'Send report',
  'thanks.title': 'Thank you',
  'thanks.sentTo':
    'Your report was sent to {brand}. Please do not use this product until they have looked into it.',
  'thanks.sentToPlatform':
    "Your report goes to the Veritag platform's review team: no brand issued this code. Please do not use this product.",
  'thanks.sentToBrand':
    'Your report was sent to the brand. Please do not use this product until they have looked into it.',

  'register.title': 'Register your product',
  'register.pageTitle': 'Register {product}',
  'register.earn': {
    one: 'Register to earn {count} loyalty point.',
    other: 'Register to earn {count} loyalty points.',
  },
  'register.send': 'Register',

  'otp.title': 'Confirm your mobile',
  'otp.sentToEnding': 'We sent a {digits}-digit code to your mobile ending in {ending}.',
  'otp.sent': 'We sent a {digits}-digit code to your mobile.',
  'otp.send': 'Confirm',

  'invoice.title': 'Upload your invoice',
  'invoice.send': 'Upload',

  'registered.title': 'Registered',
  'registered.yours': 'Your {product} is registered to you.',
  'registered.points': 'See your points',

  'points.title': 'Your points',
  'points.count': { one: '{count} point', other: '{count} points' },
  'points.history': 'History',
  'points.entry': '{kind}: {points}',
  'points.earned': 'Earned',
  'points.redeemRequested': 'Redemption asked',
  'points.redeemed': 'Redeemed',
  'points.refused': 'Redemption refused',
  'redeem.title': 'Redeem points',
  'redeem.send': 'Ask to redeem',

  'notice.confirmed': 'Your mobile is confirmed and the product is registered to you.',
  'notice.earned': { one: 'You earned {count} point.', other: 'You earned {count} points.' },
  'notice.mailHeld': 'We could not send you a mail about it right now.',
  'notice.invoiceReceived': 'We received your invoice.',
  'notice.registerToCollect': 'Register a product you scanned to collect points.',
  'notice.redeemSent': {
    one: 'Your request to redeem {count} point was sent.',
    other: 'Your request to redeem {count} points was sent.',
  },
  'notice.tryLater': 'Please try again later',

  'layout.code': 'Code {code}',
  'language.label': 'Language',

  // A preview in the console (decision 0473): said on top, so no one takes it for a scan.
  'preview.label': 'Preview',
  'preview.note': 'This is how the page looks to a shopper. Nothing on it is recorded or sent.',
} as const satisfies Record<string, Message>;

export type MessageKey = keyof typeof en;

/** What every other language's catalogue is: the same keys, a string where English has one, plural forms where English has them. */
export type Catalogue = {
  readonly [K in MessageKey]: (typeof en)[K] extends string ? string : PluralMessage;
};
