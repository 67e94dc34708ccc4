import type { Catalogue } from './en';

/** Deutsch: Sie-Form, kurz und sachlich. */
export const de: Catalogue = {
  'verdict.genuine': 'Echtes Produkt',
  'verdict.alreadyVerified': 'Bereits geprüft',
  'verdict.notGenuine': 'Nicht echt',
  'verdict.limitReached': 'Scan-Limit erreicht',
  'verdict.underReview': 'Wird geprüft',

  'reason.malformed':
    'Diesen Code haben wir nicht ausgegeben: Ein Zeichen ist falsch oder der Code ist erfunden. Vergleichen Sie ihn mit dem Etikett.',
  'reason.unknown': 'Dieser Code wurde nie für ein Produkt ausgegeben.',
  'reason.blacklisted': 'Dieser Code wurde gesperrt.',
  'reason.batchInactive': 'Dieser Code wurde nie für den Verkauf freigegeben.',
  'reason.batchExpired': 'Die Charge, zu der dieser Code gehört, ist abgelaufen.',
  'reason.binned':
    'Die Verpackung dieses Produkts wurde bereits benutzt und recycelt: Sie könnte neu befüllt worden sein. Vertrauen Sie dem Inhalt nicht.',
  'reason.blacklistedBecause': 'Dieser Code wurde gesperrt: {reason}.',

  'blacklistReason.counterfeit': 'Fälschung',
  'blacklistReason.stolen': 'Gestohlen',
  'blacklistReason.damaged': 'Beschädigt',
  'blacklistReason.misprint': 'Fehldruck',
  'blacklistReason.notSold': 'Nicht verkauft',
  'blacklistReason.lost': 'Verloren',
  'blacklistReason.other': 'Sonstiges',
  'blacklistReason.maxScanCount': 'Maximale Anzahl an Scans',

  'limit.default': 'Dieser Code wurde öfter gescannt, als es für dieses Produkt vorgesehen ist.',
  'review.checking':
    'Dieser Code wurde von mehr Personen gescannt, als für dieses Produkt zu erwarten ist. Deshalb prüft die Marke ihn.',
  'review.meanwhile':
    'Ihr Produkt kann durchaus echt sein. Bewahren Sie bis zum Abschluss der Prüfung Ihren Kaufbeleg auf und wenden Sie sich im Zweifel an den Verkäufer oder die Marke.',
  'review.since': 'Wird geprüft seit {time}',

  'history.scanned': { one: 'Einmal gescannt', other: '{count}-mal gescannt' },
  'history.first': 'Zuerst geprüft am {time}',
  'history.previous': 'Davor zuletzt geprüft am {time}',
  'history.previousNear': 'Davor zuletzt geprüft am {time} bei {place}',
  'blacklist.since': 'Seit {time}',

  'place.coordinates': '{lat}° {latSide}, {lng}° {lngSide}',
  'place.north': 'N',
  'place.south': 'S',
  'place.east': 'O',
  'place.west': 'W',

  'product.manufactured': 'Hergestellt',
  'product.expires': 'Haltbar bis',
  'product.links': 'Über {product}',
  'product.offers': 'Angebote ansehen',
  'product.warranty': 'Garantie',
  'product.content': 'Produktinhalte',
  'product.brochure': 'Broschüre',

  'customer.from': 'Von {brand}',
  'customer.links': 'Links von {brand}',
  'link.website': 'Website',
  'link.linkedin': 'LinkedIn',
  'link.instagram': 'Instagram',
  'link.youtube': 'YouTube',
  'link.android': 'Android-App holen',
  'link.ios': 'iOS-App holen',
  'lastPage.video': 'Video',
  'lastPage.watch': 'Video ansehen',

  'location.label': 'Standort teilen',
  'location.why':
    'Wenn Sie teilen, wo Sie diesen Code gescannt haben, hilft das der Marke, Fälschungen zu finden. Ihr Standort wird erst abgefragt, wenn Sie tippen.',
  'location.share': 'Meinen Standort teilen',

  'field.name': 'Name',
  'field.email': 'E-Mail',
  'field.mobile': 'Mobilnummer',
  'field.code': 'Code',
  'field.points': 'Punkte',
  'field.invoice': 'Rechnung (Foto oder PDF)',

  'report.title': 'Dieses Produkt melden',
  'report.intro':
    'Teilen Sie der Marke mit, woher dieser Code stammt. Sie meldet sich möglicherweise bei Ihnen.',
  'report.introPlatform':
    'Sagen Sie uns, woher dieser Code stammt. Keine Marke hat ihn ausgegeben, deshalb geht Ihre Meldung an das Prüfteam der Veritag-Plattform.',
  'report.send': 'Meldung senden',
  'thanks.title': 'Vielen Dank',
  'thanks.sentTo':
    'Ihre Meldung wurde an {brand} gesendet. Bitte verwenden Sie dieses Produkt nicht, bis die Sache geprüft ist.',
  'thanks.sentToPlatform':
    'Ihre Meldung geht an das Prüfteam der Veritag-Plattform: Keine Marke hat diesen Code ausgegeben. Bitte verwenden Sie dieses Produkt nicht.',
  'thanks.sentToBrand':
    'Ihre Meldung wurde an die Marke gesendet. Bitte verwenden Sie dieses Produkt nicht, bis die Sache geprüft ist.',

  'register.title': 'Produkt registrieren',
  'register.pageTitle': '{product} registrieren',
  'register.earn': {
    one: 'Registrieren Sie sich und erhalten Sie {count} Treuepunkt.',
    other: 'Registrieren Sie sich und erhalten Sie {count} Treuepunkte.',
  },
  'register.send': 'Registrieren',

  'otp.title': 'Mobilnummer bestätigen',
  'otp.sentToEnding':
    'Wir haben einen {digits}-stelligen Code an Ihre Mobilnummer mit der Endung {ending} gesendet.',
  'otp.sent': 'Wir haben einen {digits}-stelligen Code an Ihre Mobilnummer gesendet.',
  'otp.send': 'Bestätigen',

  'invoice.title': 'Rechnung hochladen',
  'invoice.send': 'Hochladen',

  'registered.title': 'Registriert',
  'registered.yours': 'Das Produkt {product} ist jetzt auf Sie registriert.',
  'registered.points': 'Ihre Punkte ansehen',

  'points.title': 'Ihre Punkte',
  'points.count': { one: '{count} Punkt', other: '{count} Punkte' },
  'points.history': 'Verlauf',
  'points.entry': '{kind}: {points}',
  'points.earned': 'Erhalten',
  'points.redeemRequested': 'Einlösung angefragt',
  'points.redeemed': 'Eingelöst',
  'points.refused': 'Einlösung abgelehnt',
  'redeem.title': 'Punkte einlösen',
  'redeem.send': 'Einlösung anfragen',

  'notice.confirmed': 'Ihre Mobilnummer ist bestätigt und das Produkt ist auf Sie registriert.',
  'notice.earned': {
    one: 'Sie haben {count} Punkt erhalten.',
    other: 'Sie haben {count} Punkte erhalten.',
  },
  'notice.mailHeld': 'Wir konnten Ihnen gerade keine E-Mail dazu senden.',
  'notice.invoiceReceived': 'Wir haben Ihre Rechnung erhalten.',
  'notice.registerToCollect': 'Registrieren Sie ein gescanntes Produkt, um Punkte zu sammeln.',
  'notice.redeemSent': {
    one: 'Ihre Anfrage, {count} Punkt einzulösen, wurde gesendet.',
    other: 'Ihre Anfrage, {count} Punkte einzulösen, wurde gesendet.',
  },
  'notice.tryLater': 'Bitte versuchen Sie es später noch einmal',

  'layout.code': 'Code {code}',
  'language.label': 'Sprache',

  'preview.label': 'Vorschau',
  'preview.note': 'So sieht ein Käufer die Seite. Hier wird nichts gespeichert oder gesendet.',
};
