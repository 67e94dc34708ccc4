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

  // The comparison with the pack, and the platform's own mark and explainer (decisions 0470, 0471).
  'compare.title': 'Mit Ihrer Packung vergleichen',
  'compare.product': 'Produkt',
  'compare.batch': 'Charge',
  'platform.mark': 'Geprüft von Veritag',
  'about.title': 'So prüft Veritag einen Code',
  'about.intro':
    'Veritag prüft die auf Produkte gedruckten Codes für die Marken, die sie herstellen. Die Seite, die ein Code öffnet, gibt eine dieser Antworten.',
  'about.verdicts': 'Was jede Antwort bedeutet',
  'about.genuine':
    'Die Marke hat diesen Code ausgegeben, und er wird zum ersten Mal geprüft. Vergleichen Sie die Angaben auf der Seite mit Ihrer Packung.',
  'about.alreadyVerified':
    'Die Marke hat diesen Code ausgegeben, er wurde aber schon einmal geprüft. Wenn Sie es nicht selbst waren, achten Sie darauf, wann und wo: Ein kopierter Code wird von vielen Menschen gescannt.',
  'about.notGenuine':
    'Der Code wurde nie ausgegeben, die Marke hat ihn zurückgezogen, oder seine Charge ist abgelaufen oder wurde nie freigegeben. Verwenden Sie das Produkt nicht und melden Sie es über die Seite.',
  'about.limitReached':
    'Mehr Menschen haben diesen Code geprüft, als die Marke für eine Packung zulässt, daher kann die Seite nicht mehr für ihn bürgen. Wenden Sie sich an die Marke, bevor Sie das Produkt verwenden.',
  'about.underReview':
    'Mehr Menschen als für dieses Produkt erwartet haben den Code gescannt, daher prüft die Marke ihn. Ihr Produkt kann durchaus echt sein: Bewahren Sie den Kassenbon auf, bis die Prüfung abgeschlossen ist.',
  'about.how': 'Wie Codes geprüft werden',
  'about.unique':
    'Jeder gedruckte Code ist einmalig und wird von der Marke über Veritag ausgegeben.',
  'about.records':
    'Jeder Scan wird mit den Daten des ausgegebenen Codes abgeglichen: sein Produkt, seine Charge und ob die Marke ihn zurückgezogen hat.',
  'about.counted':
    'Wiederholte Scans eines Codes werden gezählt, zusammen mit den Orten, die Menschen teilen möchten, damit ein kopierter Code auffällt.',
  'about.reports':
    'Eine Meldung von der Seite geht an die Marke, die den Code ausgegeben hat, oder an das Prüfteam der Veritag-Plattform, wenn keine Marke ihn ausgegeben hat.',
  'about.place': 'Ihr Standort',
  'about.placeText':
    'Ihr Standort wird nur abgefragt, wenn Sie auf „{button}“ tippen. Er wird mit Ihrem Scan gespeichert: Die Marke sieht ihn auf ihrer Karte der Scans, und er hilft, Produkte zu finden, die weit entfernt von ihrem Ziel verkauft werden. Ein späterer Scan desselben Codes zeigt nur ungefähr, wo (auf etwa 10 km genau), nie Ihre Adresse.',

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

  'location.asking': 'Ihr Browser wird nach Ihrem Standort gefragt …',
  'location.shared': 'Danke: Ihr Standort wurde geteilt.',
  'location.failed': 'Ihr Standort konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  'location.notShared': 'Standort nicht geteilt.',

  'station.title': 'Scanstation',
  'station.needsScript':
    'Die Scanstation braucht JavaScript: Schalten Sie es im Browser ein und laden Sie die Seite neu.',
  'station.signInWhy':
    'Melden Sie sich zuerst in der Konsole an: Die Station nutzt Ihre Konsolensitzung und deren Track-&-Trace-Berechtigung. Eine Linie ohne angemeldete Person kann stattdessen einen API-Schlüssel verwenden.',
  'station.signIn': 'Anmelden',
  'station.keyTitle': 'API-Schlüssel verwenden',
  'station.keyHint':
    'Ein Schlüssel mit dem Bereich trace:write, erstellt unter „Integrationen“ in der Konsole. Er wird nur in diesem Tab aufbewahrt und vergessen, sobald der Tab geschlossen wird.',
  'station.keyLabel': 'API-Schlüssel',
  'station.keyUse': 'Diesen Schlüssel verwenden',
  'station.keySwitch': 'Stattdessen einen API-Schlüssel verwenden',
  'station.keyForget': 'Schlüssel nicht mehr verwenden',
  'station.actions': 'Aktionen der Station',
  'station.tab.pack': 'Packen',
  'station.tab.stock': 'Einlagern',
  'station.tab.ship': 'Versenden',
  'station.tab.receive': 'Empfangen',
  'station.pack.title': 'Unter einem Elterncode packen',
  'station.pack.send': 'Packen',
  'station.stock.title': 'Ins Lager aufnehmen',
  'station.stock.send': 'Ins Lager aufnehmen',
  'station.ship.title': 'Eine Sendung versenden',
  'station.ship.send': 'Versenden',
  'station.receive.title': 'Eine Sendung empfangen',
  'station.receive.send': 'Empfangen',
  'station.parent': 'Eltern-F-Code',
  'station.children': 'Enthaltene Codes',
  'station.childrenHint': 'Scannen, tippen (Enter fügt hinzu) oder mehrere Zeilen einfügen.',
  'station.codes': 'Codes',
  'station.stockHint': 'Ein Elterncode bringt alles mit, was darin gepackt ist.',
  'station.reference': 'Sendungsreferenz',
  'station.destination': 'Ziel',
  'station.placeShare': 'Ort des Ziels hinzufügen (Standort dieses Telefons)',
  'station.receiveHint': 'Lassen Sie die Liste leer, um die ganze Sendung zu empfangen.',
  'station.add': 'Hinzufügen',
  'station.camera': 'Mit der Kamera scannen',
  'station.cameraLabel': 'Kamera',
  'station.cameraDone': 'Fertig',

  'station.keyRefused':
    'Der API-Schlüssel wurde abgelehnt: Er ist vielleicht widerrufen oder abgelaufen. Geben Sie einen anderen ein.',
  'station.notAKey': 'Das ist kein API-Schlüssel: Er beginnt mit vtk_ und hat 47 Zeichen.',
  'station.usingKey': 'Mit dem API-Schlüssel {key}',
  'station.signedInAs': 'Angemeldet als {login}',
  'station.unreachable': 'Der Server ist nicht erreichbar: Prüfen Sie die Verbindung.',
  'station.unreachableSendAgain':
    'Der Server ist nicht erreichbar: Prüfen Sie die Verbindung und senden Sie erneut.',
  'station.serverAnswered': 'Der Server antwortete mit {status}',
  'station.sending': 'Wird gesendet …',
  'station.placeAsking': 'Ihr Browser wird nach dem Ort gefragt …',
  'station.placeAdded': 'Ort hinzugefügt: {latitude}, {longitude}',
  'station.placeNotShared': 'Ort nicht geteilt: Die Sendung geht ohne Ort.',
  'station.needParent': 'Scannen Sie zuerst den Eltern-F-Code.',
  'station.needReference': 'Geben Sie die Sendungsreferenz an.',
  'station.needReferenceDestination': 'Geben Sie die Sendungsreferenz und das Ziel an.',
  'station.needCodes': 'Scannen Sie mindestens einen Code.',
  'station.packed': {
    one: '{count} Code unter {parent} gepackt.',
    other: '{count} Codes unter {parent} gepackt.',
  },
  'station.stocked': {
    one: 'Ins Lager aufgenommen: {count} Einheit.',
    other: 'Ins Lager aufgenommen: {count} Einheiten.',
  },
  'station.shipped': {
    one: '{count} Einheit in Sendung {reference} nach {destination} versandt.',
    other: '{count} Einheiten in Sendung {reference} nach {destination} versandt.',
  },
  'station.received': {
    one: '{count} Einheit der Sendung {reference} empfangen.',
    other: '{count} Einheiten der Sendung {reference} empfangen.',
  },
  'station.codeCount': { one: '{count} Code', other: '{count} Codes' },
  'station.remove': 'Entfernen',
  'station.removeCode': '{code} entfernen',
  'station.removed': '{code} entfernt.',
  'station.duplicate': '{code} ist schon in der Liste: nur einmal gescannt.',
  'station.replaced': '{old} durch {code} ersetzt.',
  'station.cameraAdded': {
    one: '{code} hinzugefügt: {count} in der Liste.',
    other: '{code} hinzugefügt: {count} in der Liste.',
  },
  'station.cameraAsking': 'Die Kamera wird angefragt …',
  'station.cameraFailed':
    'Die Kamera ließ sich nicht öffnen: Tippen oder scannen Sie die Codes stattdessen.',
  'station.cameraPoint': 'Richten Sie die Kamera auf einen Code.',

  'refusal.checkFields': 'Bitte prüfen Sie die markierten Felder',
  'refusal.required': 'Dieses Feld ist erforderlich',
  'refusal.lessThan': 'Höchstens {limit} Zeichen',
  'refusal.notLessThan': 'Geben Sie mindestens {limit} ein',
  'refusal.minLength': 'Geben Sie mindestens {limit} Ziffern ein',
  'refusal.maxLength': 'Höchstens {limit} Ziffern',
  'refusal.number': 'Geben Sie eine Zahl ein',
  'refusal.wholeNumber': 'Geben Sie eine ganze Zahl ein',
  'refusal.emailFormat': 'Geben Sie eine E-Mail-Adresse wie name@example.com ein',
  'refusal.otpDigits': 'Geben Sie den {digits}-stelligen Code ein',
  'refusal.staleScan':
    'Dieser Scan kann nicht mehr geändert werden: Scannen Sie den Code noch einmal',
  'refusal.notReportable': 'Nur ein Produkt, das nicht echt ist, kann gemeldet werden',
  'refusal.registerOnThisPhone':
    'Scannen Sie den Code mit diesem Telefon, um das Produkt zu registrieren',
  'refusal.notRegistrable': 'Dieses Produkt kann nicht registriert werden',
  'refusal.alreadyRegistered': 'Dieses Produkt ist bereits registriert',
  'refusal.registerFirst': 'Registrieren Sie sich zuerst: Ihre Angaben sind nicht angekommen',
  'refusal.codeExpired':
    'Dieser Code ist abgelaufen: Senden Sie Ihre Angaben erneut, um einen neuen zu erhalten',
  'refusal.tooManyWrongCodes':
    'Zu viele falsche Codes: Senden Sie Ihre Angaben erneut, um einen neuen zu erhalten',
  'refusal.codeNotRight': 'Dieser Code ist nicht richtig',
  'refusal.noInvoiceTaken': 'Für dieses Produkt wird keine Rechnung angenommen',
  'refusal.confirmBeforeInvoice':
    'Bestätigen Sie Ihre Mobilnummer, bevor Sie die Rechnung hochladen',
  'refusal.confirmOnThisPhone':
    'Bestätigen Sie Ihre Mobilnummer auf diesem Telefon, um Ihre Punkte zu nutzen',
  'refusal.pointsAccountNotFound': 'Ihr Punktekonto wurde nicht gefunden',
  'refusal.noPointsYet': 'Sie haben noch keine Punkte zum Einlösen',
  'refusal.pointsOverBalance': {
    one: 'Sie haben {balance} Punkt: Fordern Sie höchstens {balance} an',
    other: 'Sie haben {balance} Punkte: Fordern Sie höchstens {balance} an',
  },
  'refusal.chooseFile': 'Wählen Sie eine Datei aus',
  'refusal.invoiceType': 'Die Datei muss ein Foto oder ein PDF sein',
  'refusal.fileTooLarge': 'Die Datei ist größer als {size}',
  'refusal.fileEmpty': 'Die Datei ist leer',
  'refusal.oneFileOnly': 'Es kann nur eine Datei hochgeladen werden',
  'refusal.imageUnreadable': 'Das Bild konnte nicht gelesen werden',
  'refusal.pdfUnreadable': 'Die PDF-Datei konnte nicht gelesen werden',
  'refusal.pdfEncrypted':
    'Verschlüsselte PDF-Dateien werden nicht angenommen: Entfernen Sie das Passwort und laden Sie sie erneut hoch',
  'refusal.tooManyChecks': 'Zu viele Prüfungen aus Ihrem Netzwerk',
  'refusal.tooManyReports': 'Zu viele Meldungen aus Ihrem Netzwerk',
  'refusal.reportsBusy': 'Wir erhalten gerade zu viele Meldungen',
  'refusal.smsBusy': 'Wir können gerade keine weiteren Codes senden',
  'refusal.noMoreCodes': 'Dafür können gerade keine weiteren Codes gesendet werden',
  'refusal.tooManyCodesTried': 'Zu viele Codes aus Ihrem Netzwerk versucht',
  'refusal.tooManyMails': 'Zu viele E-Mails',
  'refusal.tooManyRequests': 'Zu viele Anfragen aus Ihrem Netzwerk',
  'refusal.withWait': '{refusal}: {wait}',
  'wait.minute': 'Versuchen Sie es in einer Minute erneut',
  'wait.minutes': {
    one: 'Versuchen Sie es in {count} Minute erneut',
    other: 'Versuchen Sie es in {count} Minuten erneut',
  },
  'wait.hours': {
    one: 'Versuchen Sie es in einer Stunde erneut',
    other: 'Versuchen Sie es in {count} Stunden erneut',
  },

  'preview.label': 'Vorschau',
  'preview.note': 'So sieht ein Käufer die Seite. Hier wird nichts gespeichert oder gesendet.',
};
