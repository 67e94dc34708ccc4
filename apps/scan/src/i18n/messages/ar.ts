import type { Catalogue } from './en';

/**
 * العربية: فصحى مبسّطة، تُكتب من اليمين إلى اليسار (dir="rtl"). الأعداد بصيغ الجمع الست
 * (Intl.PluralRules): one وtwo بلا رقم، few للأعداد 3–10، many وother لما فوقها.
 */
export const ar: Catalogue = {
  'verdict.genuine': 'منتج أصلي',
  'verdict.alreadyVerified': 'تم التحقق منه سابقًا',
  'verdict.notGenuine': 'غير أصلي',
  'verdict.limitReached': 'بلغ الحد الأقصى للمسح',
  'verdict.underReview': 'قيد المراجعة',

  'reason.malformed': 'هذا الرمز ليس من إصدارنا: أحد الأحرف خاطئ أو الرمز مختلَق. قارنه بالملصق.',
  'reason.unknown': 'لم يُصدَر هذا الرمز لأي منتج.',
  'reason.blacklisted': 'تم حظر هذا الرمز.',
  'reason.batchInactive': 'لم يُطرح هذا الرمز للبيع قط.',
  'reason.batchExpired': 'انتهت صلاحية الدفعة التي ينتمي إليها هذا الرمز.',
  'reason.binned':
    'عبوة هذا المنتج استُخدمت من قبل وأُعيد تدويرها: ربما أُعيد ملؤها، فلا تثق بما في داخلها.',
  'reason.blacklistedBecause': 'تم حظر هذا الرمز: {reason}.',

  'blacklistReason.counterfeit': 'مقلَّد',
  'blacklistReason.stolen': 'مسروق',
  'blacklistReason.damaged': 'تالف',
  'blacklistReason.misprint': 'خطأ في الطباعة',
  'blacklistReason.notSold': 'لم يُبَع',
  'blacklistReason.lost': 'مفقود',
  'blacklistReason.other': 'سبب آخر',
  'blacklistReason.maxScanCount': 'الحد الأقصى لعدد مرات المسح',

  'limit.default': 'تم مسح هذا الرمز أكثر مما يسمح به منتجه.',
  'review.checking':
    'مسح هذا الرمزَ أشخاصٌ أكثر مما هو متوقع لمنتجه، لذا تتحقق منه العلامة التجارية.',
  'review.meanwhile':
    'قد يكون منتجك أصليًا تمامًا. إلى أن ينتهي التحقق، احتفظ بإيصال الشراء وتواصل مع البائع أو العلامة التجارية إن ساورك شك.',
  'review.since': 'قيد المراجعة منذ {time}',

  'history.scanned': {
    one: 'تم المسح مرة واحدة',
    two: 'تم المسح مرتين',
    few: 'تم المسح {count} مرات',
    many: 'تم المسح {count} مرة',
    other: 'تم المسح {count} مرة',
  },
  'history.first': 'أول تحقق: {time}',
  'history.previous': 'آخر تحقق قبل هذا: {time}',
  'history.previousNear': 'آخر تحقق قبل هذا: {time} بالقرب من {place}',
  'blacklist.since': 'منذ {time}',

  'place.coordinates': '{lat}° {latSide}، {lng}° {lngSide}',
  'place.north': 'ش',
  'place.south': 'ج',
  'place.east': 'ق',
  'place.west': 'غ',

  'product.manufactured': 'تاريخ الصنع',
  'product.expires': 'تاريخ الانتهاء',
  'product.links': 'حول {product}',
  'product.offers': 'اطّلع على العروض',
  'product.warranty': 'الضمان',
  'product.content': 'محتوى المنتج',
  'product.brochure': 'الكتيّب',

  'customer.from': 'من {brand}',
  'customer.links': 'روابط {brand}',
  'link.website': 'الموقع الإلكتروني',
  'link.linkedin': 'LinkedIn',
  'link.instagram': 'Instagram',
  'link.youtube': 'YouTube',
  'link.android': 'نزّل تطبيق Android',
  'link.ios': 'نزّل تطبيق iOS',
  'lastPage.video': 'فيديو',
  'lastPage.watch': 'شاهد الفيديو',

  'location.label': 'شارك موقعك',
  'location.why':
    'مشاركة المكان الذي مسحت فيه هذا الرمز تساعد العلامة التجارية على كشف المنتجات المقلّدة. لا يُطلب منك ذلك إلا عند الضغط على الزر.',
  'location.share': 'شارك موقعي',

  'field.name': 'الاسم',
  'field.email': 'البريد الإلكتروني',
  'field.mobile': 'رقم الجوال',
  'field.code': 'الرمز',
  'field.points': 'النقاط',
  'field.invoice': 'الفاتورة (صورة أو ملف PDF)',

  'report.title': 'الإبلاغ عن هذا المنتج',
  'report.intro': 'أخبر العلامة التجارية من أين جاء هذا الرمز. قد يتواصلون معك بشأنه.',
  'report.introPlatform':
    'أخبرنا من أين جاء هذا الرمز. لم تُصدره أي علامة تجارية، لذا يذهب بلاغك إلى فريق المراجعة في منصة Veritag.',
  'report.send': 'إرسال البلاغ',
  'thanks.title': 'شكرًا لك',
  'thanks.sentTo': 'أُرسل بلاغك إلى {brand}. يُرجى عدم استخدام هذا المنتج حتى يتحققوا منه.',
  'thanks.sentToPlatform':
    'يذهب بلاغك إلى فريق المراجعة في منصة Veritag: لم تُصدر أي علامة تجارية هذا الرمز. يُرجى عدم استخدام هذا المنتج.',
  'thanks.sentToBrand':
    'أُرسل بلاغك إلى العلامة التجارية. يُرجى عدم استخدام هذا المنتج حتى يتحققوا منه.',

  'register.title': 'سجّل منتجك',
  'register.pageTitle': 'تسجيل {product}',
  'register.earn': {
    one: 'سجّل لتحصل على نقطة ولاء واحدة.',
    two: 'سجّل لتحصل على نقطتَي ولاء.',
    few: 'سجّل لتحصل على {count} نقاط ولاء.',
    many: 'سجّل لتحصل على {count} نقطة ولاء.',
    other: 'سجّل لتحصل على {count} نقطة ولاء.',
  },
  'register.send': 'تسجيل',

  'otp.title': 'أكّد رقم جوالك',
  'otp.sentToEnding': 'أرسلنا رمزًا من {digits} أرقام إلى جوالك المنتهي بـ {ending}.',
  'otp.sent': 'أرسلنا رمزًا من {digits} أرقام إلى جوالك.',
  'otp.send': 'تأكيد',

  'invoice.title': 'ارفع فاتورتك',
  'invoice.send': 'رفع',

  'registered.title': 'تم التسجيل',
  'registered.yours': 'تم تسجيل {product} باسمك.',
  'registered.points': 'اطّلع على نقاطك',

  'points.title': 'نقاطك',
  'points.count': {
    zero: '{count} نقطة',
    one: 'نقطة واحدة',
    two: 'نقطتان',
    few: '{count} نقاط',
    many: '{count} نقطة',
    other: '{count} نقطة',
  },
  'points.history': 'السجل',
  'points.entry': '{kind}: {points}',
  'points.earned': 'مكتسبة',
  'points.redeemRequested': 'طُلب الاستبدال',
  'points.redeemed': 'تم الاستبدال',
  'points.refused': 'رُفض الاستبدال',
  'redeem.title': 'استبدال النقاط',
  'redeem.send': 'طلب الاستبدال',

  'notice.confirmed': 'تم تأكيد رقم جوالك وتسجيل المنتج باسمك.',
  'notice.earned': {
    one: 'حصلت على نقطة واحدة.',
    two: 'حصلت على نقطتين.',
    few: 'حصلت على {count} نقاط.',
    many: 'حصلت على {count} نقطة.',
    other: 'حصلت على {count} نقطة.',
  },
  'notice.mailHeld': 'تعذّر علينا إرسال بريد إلكتروني إليك بشأن ذلك الآن.',
  'notice.invoiceReceived': 'استلمنا فاتورتك.',
  'notice.registerToCollect': 'سجّل منتجًا مسحته لتجمع النقاط.',
  'notice.redeemSent': {
    one: 'أُرسل طلبك لاستبدال نقطة واحدة.',
    two: 'أُرسل طلبك لاستبدال نقطتين.',
    few: 'أُرسل طلبك لاستبدال {count} نقاط.',
    many: 'أُرسل طلبك لاستبدال {count} نقطة.',
    other: 'أُرسل طلبك لاستبدال {count} نقطة.',
  },
  'notice.tryLater': 'يُرجى المحاولة مرة أخرى لاحقًا',

  'layout.code': 'الرمز {code}',
  'language.label': 'اللغة',

  'preview.label': 'معاينة',
  'preview.note': 'هكذا تبدو الصفحة للمشتري. لا يُسجَّل أو يُرسَل أي شيء منها.',
};
