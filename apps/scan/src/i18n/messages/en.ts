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

  // The comparison with the pack, and the platform's own mark and explainer (decisions 0470, 0471).
  'compare.title': 'Compare with your pack',
  'compare.product': 'Product',
  'compare.batch': 'Batch',
  'platform.mark': 'Verified by Veritag',
  'about.title': 'How Veritag checks a code',
  'about.intro':
    'Veritag checks the codes printed on products for the brands that make them. The page a code opens gives one of these answers.',
  'about.verdicts': 'What each answer means',
  'about.genuine':
    'The brand issued this code, and this is the first time it has been checked. Compare the details on the page with your pack.',
  'about.alreadyVerified':
    'The brand issued this code, but it has been checked before. If you did not check it yourself, look at when and where: a copied code is scanned by many people.',
  'about.notGenuine':
    'The code was never issued, the brand has withdrawn it, or its batch has expired or was never released. Do not use the product, and report it from the page.',
  'about.limitReached':
    'More people have checked this code than the brand allows for one pack, so the page can no longer vouch for it. Contact the brand before using the product.',
  'about.underReview':
    'More people scanned this code than its product expects, so the brand is checking it. Your product may well be genuine: keep your receipt until the check is done.',
  'about.how': 'How codes are checked',
  'about.unique': 'Every printed code is unique, and it is issued by the brand through Veritag.',
  'about.records':
    'Every scan is checked against the records of the code issued: its product, its batch, and whether the brand has withdrawn it.',
  'about.counted':
    'Repeat scans of a code are counted, with the places people choose to share, so a copied code stands out.',
  'about.reports':
    "A report sent from the page goes to the brand that issued the code, or to the Veritag platform's review team when no brand issued it.",
  'about.place': 'Your location',
  'about.placeText':
    'Your location is asked for only when you press "{button}". It is stored with your scan: the brand sees it on its map of scans, and it helps find products sold far from where they were sent. A later scan of the same code shows only roughly where (to about 10 km), never your address.',

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

  // The scan page's script (src/client/enhance.ts): what it says while sharing the place.
  'location.asking': 'Asking your browser for your location…',
  'location.shared': 'Thank you: your location was shared.',
  'location.failed': 'Your location could not be sent. Please try again.',
  'location.notShared': 'Location not shared.',

  // The scan station's page (for staff: packing, stock, shipping, receiving).
  'station.title': 'Scan station',
  'station.needsScript':
    'The scan station needs JavaScript: turn it on in your browser and reload.',
  'station.signInWhy':
    'Sign in to the console first: the station uses your console session and its Track & Trace privilege. A line without a person signed in can use an API key instead.',
  'station.signIn': 'Sign in',
  'station.keyTitle': 'Use an API key',
  'station.keyHint':
    'A key with the trace:write scope, made under Integrations in the console. It is kept in this tab only, and forgotten when the tab closes.',
  'station.keyLabel': 'API key',
  'station.keyUse': 'Use this key',
  'station.keySwitch': 'Use an API key instead',
  'station.keyForget': 'Stop using the key',
  'station.actions': 'Station actions',
  'station.tab.pack': 'Pack',
  'station.tab.stock': 'Stock',
  'station.tab.ship': 'Ship',
  'station.tab.receive': 'Receive',
  'station.pack.title': 'Pack under a parent',
  'station.pack.send': 'Pack',
  'station.stock.title': 'Take into stock',
  'station.stock.send': 'Take into stock',
  'station.ship.title': 'Ship a consignment',
  'station.ship.send': 'Ship',
  'station.receive.title': 'Receive a consignment',
  'station.receive.send': 'Receive',
  'station.parent': 'Parent F-code',
  'station.children': 'Children',
  'station.childrenHint': 'Scan, type (Enter adds) or paste many lines.',
  'station.codes': 'Codes',
  'station.stockHint': 'A parent brings everything packed in it.',
  'station.reference': 'Consignment reference',
  'station.destination': 'Destination',
  'station.placeShare': "Add the destination's place (this phone's location)",
  'station.receiveHint': 'Leave the list empty to receive the whole consignment.',
  'station.add': 'Add',
  'station.camera': 'Scan with the camera',
  'station.cameraLabel': 'Camera',
  'station.cameraDone': 'Done',

  // The scan station's script (src/client/station.ts and station/): its notes and results.
  'station.keyRefused': 'The API key was refused: it may be revoked or expired. Give another.',
  'station.notAKey': 'This is not an API key: it starts with vtk_ and has 47 characters.',
  'station.usingKey': 'Using the API key {key}',
  'station.signedInAs': 'Signed in as {login}',
  'station.unreachable': 'The server could not be reached: check the connection.',
  'station.unreachableSendAgain':
    'The server could not be reached: check the connection and send again.',
  'station.serverAnswered': 'The server answered {status}',
  'station.sending': 'Sending…',
  'station.placeAsking': 'Asking your browser for the place…',
  'station.placeAdded': 'Place added: {latitude}, {longitude}',
  'station.placeNotShared': 'Place not shared: the consignment goes without one.',
  'station.needParent': 'Scan the parent F-code first.',
  'station.needReference': 'Give the consignment reference.',
  'station.needReferenceDestination': 'Give the consignment reference and the destination.',
  'station.needCodes': 'Scan at least one code.',
  'station.packed': {
    one: 'Packed {count} code under {parent}.',
    other: 'Packed {count} codes under {parent}.',
  },
  'station.stocked': {
    one: 'Taken into stock: {count} unit.',
    other: 'Taken into stock: {count} units.',
  },
  'station.shipped': {
    one: 'Shipped {count} unit in consignment {reference} to {destination}.',
    other: 'Shipped {count} units in consignment {reference} to {destination}.',
  },
  'station.received': {
    one: 'Received {count} unit of consignment {reference}.',
    other: 'Received {count} units of consignment {reference}.',
  },
  'station.codeCount': { one: '{count} code', other: '{count} codes' },
  'station.remove': 'Remove',
  'station.removeCode': 'Remove {code}',
  'station.removed': '{code} removed.',
  'station.duplicate': '{code} is already in the list: scanned once only.',
  'station.replaced': '{old} replaced by {code}.',
  'station.cameraAdded': {
    one: 'Added {code}: {count} in the list.',
    other: 'Added {code}: {count} in the list.',
  },
  'station.cameraAsking': 'Asking for the camera…',
  'station.cameraFailed': 'The camera could not be opened: type or scan the codes instead.',
  'station.cameraPoint': 'Point the camera at a code.',

  // The server's refusals on the forms and the limit's notice (decision 0472): one per key of the
  // domain's scanRefusals, with its values; what is not listed there is said in English.
  'refusal.checkFields': 'Check the marked fields',
  'refusal.required': 'This field is required',
  'refusal.lessThan': 'Use at most {limit} characters',
  'refusal.notLessThan': 'Enter at least {limit}',
  'refusal.minLength': 'Enter at least {limit} digits',
  'refusal.maxLength': 'Use at most {limit} digits',
  'refusal.number': 'Enter a number',
  'refusal.wholeNumber': 'Enter a whole number',
  'refusal.emailFormat': 'Enter an email address such as name@example.com',
  'refusal.otpDigits': 'Enter the {digits}-digit code',
  'refusal.staleScan': 'This scan can no longer be changed: scan the code again',
  'refusal.notReportable': 'Only a product found not genuine can be reported',
  'refusal.registerOnThisPhone': 'Scan the code with this phone to register it',
  'refusal.notRegistrable': 'This product cannot be registered',
  'refusal.alreadyRegistered': 'This product is already registered',
  'refusal.registerFirst': 'Register first: your details were not received',
  'refusal.codeExpired': 'This code has expired: send your details again for a new one',
  'refusal.tooManyWrongCodes': 'Too many wrong codes: send your details again for a new one',
  'refusal.codeNotRight': 'This code is not right',
  'refusal.noInvoiceTaken': 'This product does not take an invoice',
  'refusal.confirmBeforeInvoice': 'Confirm your mobile before you upload the invoice',
  'refusal.confirmOnThisPhone': 'Confirm your mobile on this phone to use your points',
  'refusal.pointsAccountNotFound': 'Your points account was not found',
  'refusal.noPointsYet': 'You have no points to redeem yet',
  'refusal.pointsOverBalance': {
    one: 'You have {balance} point: ask for {balance} or fewer',
    other: 'You have {balance} points: ask for {balance} or fewer',
  },
  'refusal.chooseFile': 'Choose a file',
  'refusal.invoiceType': 'The file must be a photo or a PDF',
  'refusal.fileTooLarge': 'The file is larger than {size}',
  'refusal.fileEmpty': 'The file is empty',
  'refusal.oneFileOnly': 'Only one file may be uploaded',
  'refusal.imageUnreadable': 'The image could not be read',
  'refusal.pdfUnreadable': 'The PDF file could not be read',
  'refusal.pdfEncrypted':
    'Encrypted PDF files are not accepted: remove the password and upload again',
  'refusal.tooManyChecks': 'Too many checks from your network',
  'refusal.tooManyReports': 'Too many reports from your network',
  'refusal.reportsBusy': 'We are receiving too many reports right now',
  'refusal.smsBusy': 'We cannot send more codes right now',
  'refusal.noMoreCodes': 'No more codes can be sent for this right now',
  'refusal.tooManyCodesTried': 'Too many codes tried from your network',
  'refusal.tooManyMails': 'Too many mails',
  'refusal.tooManyRequests': 'Too many requests from your network',
  'refusal.withWait': '{refusal}: {wait}',
  'wait.minute': 'try again in a minute',
  'wait.minutes': { one: 'try again in {count} minute', other: 'try again in {count} minutes' },
  'wait.hours': { one: 'try again in an hour', other: 'try again in {count} hours' },

  // A preview in the console (decision 0473): said on top, so no one takes it for a scan.
  'preview.label': 'Preview',
  'preview.note': 'This is how the page looks to a shopper. Nothing on it is recorded or sent.',
} as const satisfies Record<string, Message>;

export type MessageKey = keyof typeof en;

/** What every other language's catalogue is: the same keys, a string where English has one, plural forms where English has them. */
export type Catalogue = {
  readonly [K in MessageKey]: (typeof en)[K] extends string ? string : PluralMessage;
};
