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

  'preview.label': 'Aperçu',
  'preview.note': 'Voici la page telle qu’un acheteur la voit. Rien n’y est enregistré ni envoyé.',
};
