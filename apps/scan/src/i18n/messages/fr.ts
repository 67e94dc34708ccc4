import type { Catalogue } from './en';

/** Français : vouvoiement, espaces avant les deux-points comme l'usage le veut. */
export const fr: Catalogue = {
  'verdict.genuine': 'Produit authentique',
  'verdict.alreadyVerified': 'Déjà vérifié',
  'verdict.notGenuine': 'Non authentique',
  'verdict.limitReached': 'Limite de scans atteinte',
  'verdict.underReview': 'En cours de vérification',

  'reason.malformed':
    "Ce code n'a pas été émis par nous : un caractère est erroné ou le code a été inventé. Comparez-le à l'étiquette.",
  'reason.unknown': "Ce code n'a jamais été émis pour un produit.",
  'reason.blacklisted': 'Ce code a été bloqué.',
  'reason.batchInactive': "Ce code n'a jamais été mis en vente.",
  'reason.batchExpired': 'Le lot auquel appartient ce code a expiré.',
  'reason.binned':
    "L'emballage de ce produit a déjà été utilisé et recyclé : il a peut-être été rempli à nouveau, ne vous fiez pas à son contenu.",
  'reason.blacklistedBecause': 'Ce code a été bloqué : {reason}.',

  'blacklistReason.counterfeit': 'Contrefaçon',
  'blacklistReason.stolen': 'Volé',
  'blacklistReason.damaged': 'Endommagé',
  'blacklistReason.misprint': "Erreur d'impression",
  'blacklistReason.notSold': 'Non vendu',
  'blacklistReason.lost': 'Perdu',
  'blacklistReason.other': 'Autre',
  'blacklistReason.maxScanCount': 'Nombre maximal de scans',

  'limit.default': 'Ce code a été scanné plus souvent que son produit ne le permet.',
  'review.checking':
    'Ce code a été scanné par plus de personnes que prévu pour ce produit : la marque le vérifie.',
  'review.meanwhile':
    'Votre produit est peut-être tout à fait authentique. En attendant la fin de la vérification, gardez votre ticket de caisse et, en cas de doute, contactez le vendeur ou la marque.',
  'review.since': 'En cours de vérification depuis le {time}',

  'history.scanned': { one: 'Scanné une fois', other: 'Scanné {count} fois' },
  'history.first': 'Vérifié pour la première fois le {time}',
  'history.previous': 'Dernière vérification avant celle-ci : {time}',
  'history.previousNear': 'Dernière vérification avant celle-ci : {time}, près de {place}',
  'blacklist.since': 'Depuis le {time}',

  'place.coordinates': '{lat}° {latSide}, {lng}° {lngSide}',
  'place.north': 'N',
  'place.south': 'S',
  'place.east': 'E',
  'place.west': 'O',

  'product.manufactured': 'Fabrication',
  'product.expires': 'Expiration',
  'product.links': 'À propos de {product}',
  'product.offers': 'Voir les offres',
  'product.warranty': 'Garantie',
  'product.content': 'Contenu du produit',
  'product.brochure': 'Brochure',

  // The comparison with the pack, and the platform's own mark and explainer (decisions 0470, 0471).
  'compare.title': 'Comparez avec votre emballage',
  'compare.product': 'Produit',
  'compare.batch': 'Lot',
  'platform.mark': 'Vérifié par Veritag',
  'about.title': 'Comment Veritag vérifie un code',
  'about.intro':
    'Veritag vérifie les codes imprimés sur les produits pour les marques qui les fabriquent. La page qu’ouvre un code donne l’une de ces réponses.',
  'about.verdicts': 'Ce que veut dire chaque réponse',
  'about.genuine':
    'La marque a émis ce code, et c’est la première fois qu’il est vérifié. Comparez les informations de la page avec votre emballage.',
  'about.alreadyVerified':
    'La marque a émis ce code, mais il a déjà été vérifié. Si ce n’était pas vous, regardez quand et où : un code copié est scanné par beaucoup de personnes.',
  'about.notGenuine':
    'Le code n’a jamais été émis, la marque l’a retiré, ou son lot a expiré ou n’a jamais été mis en vente. N’utilisez pas le produit et signalez-le depuis la page.',
  'about.limitReached':
    'Plus de personnes ont vérifié ce code que la marque ne l’autorise pour un emballage : la page ne peut plus s’en porter garante. Contactez la marque avant d’utiliser le produit.',
  'about.underReview':
    'Plus de personnes que prévu pour ce produit ont scanné ce code, la marque le vérifie donc. Votre produit est peut-être tout à fait authentique : gardez votre ticket jusqu’à la fin de la vérification.',
  'about.how': 'Comment les codes sont vérifiés',
  'about.unique': 'Chaque code imprimé est unique, et il est émis par la marque via Veritag.',
  'about.records':
    'Chaque scan est comparé aux données du code émis : son produit, son lot, et s’il a été retiré par la marque.',
  'about.counted':
    'Les scans répétés d’un code sont comptés, avec les lieux que les personnes choisissent de partager, pour qu’un code copié se remarque.',
  'about.reports':
    'Un signalement envoyé depuis la page va à la marque qui a émis le code, ou à l’équipe de vérification de la plateforme Veritag quand aucune marque ne l’a émis.',
  'about.place': 'Votre position',
  'about.placeText':
    'Votre position n’est demandée que si vous appuyez sur « {button} ». Elle est enregistrée avec votre scan : la marque la voit sur sa carte des scans, et elle aide à repérer les produits vendus loin de leur destination. Un scan ultérieur du même code n’en montre que la zone approximative (à environ 10 km près), jamais votre adresse.',

  'customer.from': 'De la part de {brand}',
  'customer.links': 'Liens de {brand}',
  'link.website': 'Site web',
  'link.linkedin': 'LinkedIn',
  'link.instagram': 'Instagram',
  'link.youtube': 'YouTube',
  'link.android': "Télécharger l'app Android",
  'link.ios': "Télécharger l'app iOS",
  'lastPage.video': 'Vidéo',
  'lastPage.watch': 'Regarder la vidéo',

  'location.label': 'Partager votre position',
  'location.why':
    'Indiquer où vous avez scanné ce code aide la marque à repérer les contrefaçons. La question ne vous est posée que si vous appuyez.',
  'location.share': 'Partager ma position',

  'field.name': 'Nom',
  'field.email': 'E-mail',
  'field.mobile': 'Mobile',
  'field.code': 'Code',
  'field.points': 'Points',
  'field.invoice': 'Facture (photo ou PDF)',

  'report.title': 'Signaler ce produit',
  'report.intro': "Indiquez à la marque d'où vient ce code. Elle pourra vous contacter à ce sujet.",
  'report.introPlatform':
    "Indiquez-nous d'où vient ce code. Aucune marque ne l'a émis : votre signalement est donc transmis à l'équipe de vérification de la plateforme Veritag.",
  'report.send': 'Envoyer le signalement',
  'thanks.title': 'Merci',
  'thanks.sentTo':
    "Votre signalement a été envoyé à {brand}. N'utilisez pas ce produit tant qu'il n'a pas été examiné.",
  'thanks.sentToPlatform':
    "Votre signalement est transmis à l'équipe de vérification de la plateforme Veritag : aucune marque n'a émis ce code. N'utilisez pas ce produit.",
  'thanks.sentToBrand':
    "Votre signalement a été envoyé à la marque. N'utilisez pas ce produit tant qu'il n'a pas été examiné.",

  'register.title': 'Enregistrer votre produit',
  'register.pageTitle': 'Enregistrer {product}',
  'register.earn': {
    one: 'Enregistrez-vous pour gagner {count} point de fidélité.',
    other: 'Enregistrez-vous pour gagner {count} points de fidélité.',
  },
  'register.send': "S'enregistrer",

  'otp.title': 'Confirmer votre mobile',
  'otp.sentToEnding':
    'Nous avons envoyé un code à {digits} chiffres à votre mobile se terminant par {ending}.',
  'otp.sent': 'Nous avons envoyé un code à {digits} chiffres à votre mobile.',
  'otp.send': 'Confirmer',

  'invoice.title': 'Envoyer votre facture',
  'invoice.send': 'Envoyer',

  'registered.title': 'Enregistré',
  'registered.yours': 'Votre produit {product} est enregistré à votre nom.',
  'registered.points': 'Voir vos points',

  'points.title': 'Vos points',
  'points.count': { one: '{count} point', other: '{count} points' },
  'points.history': 'Historique',
  'points.entry': '{kind} : {points}',
  'points.earned': 'Gagnés',
  'points.redeemRequested': 'Échange demandé',
  'points.redeemed': 'Échangés',
  'points.refused': 'Échange refusé',
  'redeem.title': 'Échanger des points',
  'redeem.send': "Demander l'échange",

  'notice.confirmed': 'Votre mobile est confirmé et le produit est enregistré à votre nom.',
  'notice.earned': {
    one: 'Vous avez gagné {count} point.',
    other: 'Vous avez gagné {count} points.',
  },
  'notice.mailHeld': "Nous n'avons pas pu vous envoyer d'e-mail à ce sujet pour le moment.",
  'notice.invoiceReceived': 'Nous avons bien reçu votre facture.',
  'notice.registerToCollect':
    'Enregistrez un produit que vous avez scanné pour cumuler des points.',
  'notice.redeemSent': {
    one: "Votre demande d'échange de {count} point a été envoyée.",
    other: "Votre demande d'échange de {count} points a été envoyée.",
  },
  'notice.tryLater': 'Veuillez réessayer plus tard',

  'layout.code': 'Code {code}',
  'language.label': 'Langue',

  'location.asking': 'Votre navigateur vous demande votre position…',
  'location.shared': 'Merci : votre position a été partagée.',
  'location.failed': 'Votre position n’a pas pu être envoyée. Veuillez réessayer.',
  'location.notShared': 'Position non partagée.',

  'station.title': 'Station de scan',
  'station.needsScript':
    'La station de scan a besoin de JavaScript : activez-le dans votre navigateur et rechargez la page.',
  'station.signInWhy':
    'Connectez-vous d’abord à la console : la station utilise votre session de console et son droit Track & Trace. Une ligne sans personne connectée peut utiliser une clé d’API à la place.',
  'station.signIn': 'Se connecter',
  'station.keyTitle': 'Utiliser une clé d’API',
  'station.keyHint':
    'Une clé avec la portée trace:write, créée sous Intégrations dans la console. Elle est gardée dans cet onglet seulement, et oubliée à la fermeture de l’onglet.',
  'station.keyLabel': 'Clé d’API',
  'station.keyUse': 'Utiliser cette clé',
  'station.keySwitch': 'Utiliser plutôt une clé d’API',
  'station.keyForget': 'Ne plus utiliser la clé',
  'station.actions': 'Actions de la station',
  'station.tab.pack': 'Emballer',
  'station.tab.stock': 'Stocker',
  'station.tab.ship': 'Expédier',
  'station.tab.receive': 'Recevoir',
  'station.pack.title': 'Emballer sous un parent',
  'station.pack.send': 'Emballer',
  'station.stock.title': 'Mettre en stock',
  'station.stock.send': 'Mettre en stock',
  'station.ship.title': 'Expédier un envoi',
  'station.ship.send': 'Expédier',
  'station.receive.title': 'Recevoir un envoi',
  'station.receive.send': 'Recevoir',
  'station.parent': 'Code F parent',
  'station.children': 'Codes enfants',
  'station.childrenHint': 'Scannez, tapez (Entrée ajoute) ou collez plusieurs lignes.',
  'station.codes': 'Codes',
  'station.stockHint': 'Un parent apporte tout ce qui est emballé dedans.',
  'station.reference': 'Référence de l’envoi',
  'station.destination': 'Destination',
  'station.placeShare': 'Ajouter le lieu de destination (la position de ce téléphone)',
  'station.receiveHint': 'Laissez la liste vide pour recevoir tout l’envoi.',
  'station.add': 'Ajouter',
  'station.camera': 'Scanner avec la caméra',
  'station.cameraLabel': 'Caméra',
  'station.cameraDone': 'Terminé',

  'station.keyRefused':
    'La clé d’API a été refusée : elle est peut-être révoquée ou expirée. Donnez-en une autre.',
  'station.notAKey': 'Ce n’est pas une clé d’API : elle commence par vtk_ et compte 47 caractères.',
  'station.usingKey': 'Avec la clé d’API {key}',
  'station.signedInAs': 'Connecté en tant que {login}',
  'station.unreachable': 'Le serveur est injoignable : vérifiez la connexion.',
  'station.unreachableSendAgain': 'Le serveur est injoignable : vérifiez la connexion et renvoyez.',
  'station.serverAnswered': 'Le serveur a répondu {status}',
  'station.sending': 'Envoi…',
  'station.placeAsking': 'Votre navigateur vous demande le lieu…',
  'station.placeAdded': 'Lieu ajouté : {latitude}, {longitude}',
  'station.placeNotShared': 'Lieu non partagé : l’envoi part sans lieu.',
  'station.needParent': 'Scannez d’abord le code F parent.',
  'station.needReference': 'Indiquez la référence de l’envoi.',
  'station.needReferenceDestination': 'Indiquez la référence de l’envoi et la destination.',
  'station.needCodes': 'Scannez au moins un code.',
  'station.packed': {
    one: '{count} code emballé sous {parent}.',
    other: '{count} codes emballés sous {parent}.',
  },
  'station.stocked': {
    one: 'Mis en stock : {count} unité.',
    other: 'Mis en stock : {count} unités.',
  },
  'station.shipped': {
    one: '{count} unité expédiée dans l’envoi {reference} vers {destination}.',
    other: '{count} unités expédiées dans l’envoi {reference} vers {destination}.',
  },
  'station.received': {
    one: '{count} unité reçue de l’envoi {reference}.',
    other: '{count} unités reçues de l’envoi {reference}.',
  },
  'station.codeCount': { one: '{count} code', other: '{count} codes' },
  'station.remove': 'Retirer',
  'station.removeCode': 'Retirer {code}',
  'station.removed': '{code} retiré.',
  'station.duplicate': '{code} est déjà dans la liste : scanné une seule fois.',
  'station.replaced': '{old} remplacé par {code}.',
  'station.cameraAdded': {
    one: '{code} ajouté : {count} dans la liste.',
    other: '{code} ajouté : {count} dans la liste.',
  },
  'station.cameraAsking': 'Demande d’accès à la caméra…',
  'station.cameraFailed': 'La caméra n’a pas pu s’ouvrir : tapez ou scannez les codes à la place.',
  'station.cameraPoint': 'Pointez la caméra vers un code.',

  'refusal.checkFields': 'Vérifiez les champs signalés',
  'refusal.required': 'Ce champ est obligatoire',
  'refusal.lessThan': '{limit} caractères au maximum',
  'refusal.notLessThan': 'Saisissez au moins {limit}',
  'refusal.minLength': 'Saisissez au moins {limit} chiffres',
  'refusal.maxLength': '{limit} chiffres au maximum',
  'refusal.number': 'Saisissez un nombre',
  'refusal.wholeNumber': 'Saisissez un nombre entier',
  'refusal.emailFormat': 'Saisissez une adresse e-mail comme nom@exemple.com',
  'refusal.otpDigits': 'Saisissez le code à {digits} chiffres',
  'refusal.staleScan': 'Ce scan ne peut plus être modifié : scannez à nouveau le code',
  'refusal.notReportable': 'Seul un produit jugé non authentique peut être signalé',
  'refusal.registerOnThisPhone': 'Scannez le code avec ce téléphone pour l’enregistrer',
  'refusal.notRegistrable': 'Ce produit ne peut pas être enregistré',
  'refusal.alreadyRegistered': 'Ce produit est déjà enregistré',
  'refusal.registerFirst': 'Enregistrez-vous d’abord : vos coordonnées ne nous sont pas parvenues',
  'refusal.codeExpired': 'Ce code a expiré : renvoyez vos coordonnées pour en recevoir un nouveau',
  'refusal.tooManyWrongCodes':
    'Trop de codes erronés : renvoyez vos coordonnées pour en recevoir un nouveau',
  'refusal.codeNotRight': 'Ce code n’est pas le bon',
  'refusal.noInvoiceTaken': 'Ce produit n’accepte pas de facture',
  'refusal.confirmBeforeInvoice': 'Confirmez votre mobile avant d’envoyer la facture',
  'refusal.confirmOnThisPhone': 'Confirmez votre mobile sur ce téléphone pour utiliser vos points',
  'refusal.pointsAccountNotFound': 'Votre compte de points est introuvable',
  'refusal.noPointsYet': 'Vous n’avez pas encore de points à échanger',
  'refusal.pointsOverBalance': {
    one: 'Vous avez {balance} point : demandez-en {balance} au plus',
    other: 'Vous avez {balance} points : demandez-en {balance} au plus',
  },
  'refusal.chooseFile': 'Choisissez un fichier',
  'refusal.invoiceType': 'Le fichier doit être une photo ou un PDF',
  'refusal.fileTooLarge': 'Le fichier dépasse {size}',
  'refusal.fileEmpty': 'Le fichier est vide',
  'refusal.oneFileOnly': 'Un seul fichier peut être envoyé',
  'refusal.imageUnreadable': 'L’image n’a pas pu être lue',
  'refusal.pdfUnreadable': 'Le fichier PDF n’a pas pu être lu',
  'refusal.pdfEncrypted':
    'Les PDF chiffrés ne sont pas acceptés : retirez le mot de passe et envoyez-le à nouveau',
  'refusal.tooManyChecks': 'Trop de vérifications depuis votre réseau',
  'refusal.tooManyReports': 'Trop de signalements depuis votre réseau',
  'refusal.reportsBusy': 'Nous recevons trop de signalements en ce moment',
  'refusal.smsBusy': 'Nous ne pouvons pas envoyer d’autres codes pour le moment',
  'refusal.noMoreCodes': 'Aucun autre code ne peut être envoyé pour cela pour le moment',
  'refusal.tooManyCodesTried': 'Trop de codes essayés depuis votre réseau',
  'refusal.tooManyMails': 'Trop d’e-mails',
  'refusal.tooManyRequests': 'Trop de demandes depuis votre réseau',
  'refusal.withWait': '{refusal} : {wait}',
  'wait.minute': 'réessayez dans une minute',
  'wait.minutes': {
    one: 'réessayez dans {count} minute',
    other: 'réessayez dans {count} minutes',
  },
  'wait.hours': { one: 'réessayez dans une heure', other: 'réessayez dans {count} heures' },

  'preview.label': 'Aperçu',
  'preview.note': 'Voici la page telle qu’un acheteur la voit. Rien n’y est enregistré ni envoyé.',
};
