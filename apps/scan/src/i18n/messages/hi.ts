import type { Catalogue } from './en';

/** हिन्दी: आप के साथ, रोज़मर्रा की भाषा में; ब्रांड और ऐप के नाम जैसे हैं वैसे। */
export const hi: Catalogue = {
  'verdict.genuine': 'असली उत्पाद',
  'verdict.alreadyVerified': 'पहले ही सत्यापित',
  'verdict.notGenuine': 'असली नहीं',
  'verdict.limitReached': 'स्कैन की सीमा पूरी',
  'verdict.underReview': 'जाँच जारी है',

  'reason.malformed':
    'यह कोड हमारा जारी किया हुआ नहीं है: कोई अक्षर गलत है, या कोड गढ़ा गया है। इसे लेबल से मिलाकर देखें।',
  'reason.unknown': 'यह कोड कभी किसी उत्पाद के लिए जारी नहीं हुआ।',
  'reason.blacklisted': 'इस कोड को ब्लैकलिस्ट किया गया है।',
  'reason.batchInactive': 'यह कोड कभी बिक्री के लिए जारी नहीं हुआ।',
  'reason.batchExpired': 'जिस बैच का यह कोड है, उसकी अवधि समाप्त हो चुकी है।',
  'reason.binned':
    'इस उत्पाद की पैकेजिंग पहले ही इस्तेमाल होकर रीसायकल हो चुकी है: हो सकता है इसे दोबारा भरा गया हो, इसलिए अंदर की चीज़ पर भरोसा न करें।',
  'reason.blacklistedBecause': 'इस कोड को ब्लैकलिस्ट किया गया है: {reason}।',

  'blacklistReason.counterfeit': 'नकली',
  'blacklistReason.stolen': 'चोरी का',
  'blacklistReason.damaged': 'क्षतिग्रस्त',
  'blacklistReason.misprint': 'गलत छपाई',
  'blacklistReason.notSold': 'बिका नहीं',
  'blacklistReason.lost': 'खोया हुआ',
  'blacklistReason.other': 'अन्य',
  'blacklistReason.maxScanCount': 'स्कैन की अधिकतम संख्या',

  'limit.default': 'यह कोड अपने उत्पाद की अनुमति से ज़्यादा बार स्कैन हो चुका है।',
  'review.checking':
    'इस कोड को इसके उत्पाद की अपेक्षा से ज़्यादा लोगों ने स्कैन किया है, इसलिए ब्रांड इसकी जाँच कर रहा है।',
  'review.meanwhile':
    'हो सकता है आपका उत्पाद असली ही हो। जाँच पूरी होने तक अपनी रसीद संभालकर रखें, और संदेह हो तो विक्रेता या ब्रांड से संपर्क करें।',
  'review.since': '{time} से जाँच जारी है',

  'history.scanned': { one: 'एक बार स्कैन किया गया', other: '{count} बार स्कैन किया गया' },
  'history.first': 'पहली बार सत्यापित: {time}',
  'history.previous': 'इससे पहले अंतिम सत्यापन: {time}',
  'history.previousNear': 'इससे पहले अंतिम सत्यापन: {time}, {place} के पास',
  'blacklist.since': '{time} से',

  'place.coordinates': '{lat}° {latSide}, {lng}° {lngSide}',
  'place.north': 'उ',
  'place.south': 'द',
  'place.east': 'पू',
  'place.west': 'प',

  'product.manufactured': 'निर्माण',
  'product.expires': 'समाप्ति',
  'product.links': '{product} के बारे में',
  'product.offers': 'ऑफ़र देखें',
  'product.warranty': 'वारंटी',
  'product.content': 'उत्पाद की जानकारी',
  'product.brochure': 'ब्रोशर',

  'customer.from': '{brand} की ओर से',
  'customer.links': '{brand} के लिंक',
  'link.website': 'वेबसाइट',
  'link.linkedin': 'LinkedIn',
  'link.instagram': 'Instagram',
  'link.youtube': 'YouTube',
  'link.android': 'Android ऐप पाएँ',
  'link.ios': 'iOS ऐप पाएँ',
  'lastPage.video': 'वीडियो',
  'lastPage.watch': 'वीडियो देखें',

  'location.label': 'अपना स्थान साझा करें',
  'location.why':
    'आपने यह कोड कहाँ स्कैन किया, यह बताने से ब्रांड को नकली सामान पकड़ने में मदद मिलती है। यह तभी पूछा जाता है जब आप बटन दबाते हैं।',
  'location.share': 'मेरा स्थान साझा करें',

  'field.name': 'नाम',
  'field.email': 'ईमेल',
  'field.mobile': 'मोबाइल नंबर',
  'field.code': 'कोड',
  'field.points': 'पॉइंट',
  'field.invoice': 'बिल (फ़ोटो या PDF)',

  'report.title': 'इस उत्पाद की शिकायत करें',
  'report.intro': 'ब्रांड को बताएँ कि यह कोड कहाँ से आया। वे इस बारे में आपसे संपर्क कर सकते हैं।',
  'report.introPlatform':
    'हमें बताएँ कि यह कोड कहाँ से आया। इसे किसी ब्रांड ने जारी नहीं किया, इसलिए आपकी शिकायत Veritag प्लेटफ़ॉर्म की समीक्षा टीम को जाएगी।',
  'report.send': 'शिकायत भेजें',
  'thanks.title': 'धन्यवाद',
  'thanks.sentTo':
    'आपकी शिकायत {brand} को भेज दी गई है। जब तक वे इसकी जाँच न कर लें, कृपया इस उत्पाद का इस्तेमाल न करें।',
  'thanks.sentToPlatform':
    'आपकी शिकायत Veritag प्लेटफ़ॉर्म की समीक्षा टीम को जाएगी: यह कोड किसी ब्रांड ने जारी नहीं किया। कृपया इस उत्पाद का इस्तेमाल न करें।',
  'thanks.sentToBrand':
    'आपकी शिकायत ब्रांड को भेज दी गई है। जब तक वे इसकी जाँच न कर लें, कृपया इस उत्पाद का इस्तेमाल न करें।',

  'register.title': 'अपना उत्पाद रजिस्टर करें',
  'register.pageTitle': '{product} रजिस्टर करें',
  'register.earn': {
    one: 'रजिस्टर करें और {count} लॉयल्टी पॉइंट पाएँ।',
    other: 'रजिस्टर करें और {count} लॉयल्टी पॉइंट पाएँ।',
  },
  'register.send': 'रजिस्टर करें',

  'otp.title': 'अपने मोबाइल नंबर की पुष्टि करें',
  'otp.sentToEnding': 'हमने {ending} पर खत्म होने वाले आपके मोबाइल नंबर पर {digits} अंकों का कोड भेजा है।',
  'otp.sent': 'हमने आपके मोबाइल नंबर पर {digits} अंकों का कोड भेजा है।',
  'otp.send': 'पुष्टि करें',

  'invoice.title': 'अपना बिल अपलोड करें',
  'invoice.send': 'अपलोड करें',

  'registered.title': 'रजिस्टर हो गया',
  'registered.yours': 'आपका {product} आपके नाम पर रजिस्टर हो गया है।',
  'registered.points': 'अपने पॉइंट देखें',

  'points.title': 'आपके पॉइंट',
  'points.count': { one: '{count} पॉइंट', other: '{count} पॉइंट' },
  'points.history': 'इतिहास',
  'points.entry': '{kind}: {points}',
  'points.earned': 'मिले',
  'points.redeemRequested': 'रिडीम का अनुरोध भेजा',
  'points.redeemed': 'रिडीम हुए',
  'points.refused': 'रिडीम अस्वीकार',
  'redeem.title': 'पॉइंट रिडीम करें',
  'redeem.send': 'रिडीम का अनुरोध करें',

  'notice.confirmed': 'आपके मोबाइल नंबर की पुष्टि हो गई है और उत्पाद आपके नाम पर रजिस्टर हो गया है।',
  'notice.earned': { one: 'आपको {count} पॉइंट मिला।', other: 'आपको {count} पॉइंट मिले।' },
  'notice.mailHeld': 'अभी हम आपको इस बारे में ईमेल नहीं भेज सके।',
  'notice.invoiceReceived': 'हमें आपका बिल मिल गया है।',
  'notice.registerToCollect': 'पॉइंट जमा करने के लिए स्कैन किया हुआ उत्पाद रजिस्टर करें।',
  'notice.redeemSent': {
    one: '{count} पॉइंट रिडीम करने का आपका अनुरोध भेज दिया गया है।',
    other: '{count} पॉइंट रिडीम करने का आपका अनुरोध भेज दिया गया है।',
  },
  'notice.tryLater': 'कृपया थोड़ी देर बाद फिर कोशिश करें',

  'layout.code': 'कोड {code}',
  'language.label': 'भाषा',

  'preview.label': 'पूर्वावलोकन',
  'preview.note': 'खरीदार को यह पेज ऐसा दिखता है। यहाँ कुछ भी दर्ज या भेजा नहीं जाता।',
};
