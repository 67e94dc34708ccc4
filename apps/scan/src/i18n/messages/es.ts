import type { Catalogue } from './en';

/** Español: de usted, neutro entre España y América. */
export const es: Catalogue = {
  'verdict.genuine': 'Producto auténtico',
  'verdict.alreadyVerified': 'Ya verificado',
  'verdict.notGenuine': 'No auténtico',
  'verdict.limitReached': 'Límite de escaneos alcanzado',
  'verdict.underReview': 'En revisión',

  'reason.malformed':
    'Este código no lo emitimos nosotros: hay un carácter incorrecto o el código es inventado. Compárelo con la etiqueta.',
  'reason.unknown': 'Este código nunca se emitió para ningún producto.',
  'reason.blacklisted': 'Este código está bloqueado.',
  'reason.batchInactive': 'Este código nunca se puso a la venta.',
  'reason.batchExpired': 'El lote al que pertenece este código ha caducado.',
  'reason.binned':
    'El envase de este producto ya se usó y se recicló: puede que lo hayan rellenado, así que no confíe en su contenido.',
  'reason.blacklistedBecause': 'Este código está bloqueado: {reason}.',

  'blacklistReason.counterfeit': 'Falsificación',
  'blacklistReason.stolen': 'Robado',
  'blacklistReason.damaged': 'Dañado',
  'blacklistReason.misprint': 'Error de impresión',
  'blacklistReason.notSold': 'No vendido',
  'blacklistReason.lost': 'Perdido',
  'blacklistReason.other': 'Otro motivo',
  'blacklistReason.maxScanCount': 'Máximo de escaneos',

  'limit.default': 'Este código se ha escaneado más veces de las que permite su producto.',
  'review.checking':
    'Este código lo han escaneado más personas de lo esperado para su producto, así que la marca lo está comprobando.',
  'review.meanwhile':
    'Es muy posible que su producto sea auténtico. Hasta que termine la comprobación, guarde el recibo y, si tiene dudas, contacte con el vendedor o la marca.',
  'review.since': 'En revisión desde el {time}',

  'history.scanned': { one: 'Escaneado una vez', other: 'Escaneado {count} veces' },
  'history.first': 'Verificado por primera vez el {time}',
  'history.previous': 'Última verificación anterior: {time}',
  'history.previousNear': 'Última verificación anterior: {time}, cerca de {place}',
  'blacklist.since': 'Desde el {time}',

  'place.coordinates': '{lat}° {latSide}, {lng}° {lngSide}',
  'place.north': 'N',
  'place.south': 'S',
  'place.east': 'E',
  'place.west': 'O',

  'product.manufactured': 'Fabricado',
  'product.expires': 'Caduca',
  'product.links': 'Sobre {product}',
  'product.offers': 'Ver ofertas',
  'product.warranty': 'Garantía',
  'product.content': 'Contenido del producto',
  'product.brochure': 'Folleto',

  'customer.from': 'De {brand}',
  'customer.links': 'Enlaces de {brand}',
  'link.website': 'Sitio web',
  'link.linkedin': 'LinkedIn',
  'link.instagram': 'Instagram',
  'link.youtube': 'YouTube',
  'link.android': 'Descargar la app para Android',
  'link.ios': 'Descargar la app para iOS',
  'lastPage.video': 'Vídeo',
  'lastPage.watch': 'Ver el vídeo',

  'location.label': 'Compartir su ubicación',
  'location.why':
    'Compartir dónde escaneó este código ayuda a la marca a encontrar falsificaciones. Solo se le pide cuando pulsa el botón.',
  'location.share': 'Compartir mi ubicación',

  'field.name': 'Nombre',
  'field.email': 'Correo electrónico',
  'field.mobile': 'Móvil',
  'field.code': 'Código',
  'field.points': 'Puntos',
  'field.invoice': 'Factura (una foto o un PDF)',

  'report.title': 'Informar sobre este producto',
  'report.intro':
    'Cuéntele a la marca de dónde procede este código. Es posible que se pongan en contacto con usted.',
  'report.introPlatform':
    'Díganos de dónde procede este código. Ninguna marca lo emitió, así que su informe va al equipo de revisión de la plataforma Veritag.',
  'report.send': 'Enviar informe',
  'thanks.title': 'Gracias',
  'thanks.sentTo':
    'Su informe se ha enviado a {brand}. No utilice este producto hasta que lo hayan revisado.',
  'thanks.sentToPlatform':
    'Su informe va al equipo de revisión de la plataforma Veritag: ninguna marca emitió este código. No utilice este producto.',
  'thanks.sentToBrand':
    'Su informe se ha enviado a la marca. No utilice este producto hasta que lo hayan revisado.',

  'register.title': 'Registre su producto',
  'register.pageTitle': 'Registrar {product}',
  'register.earn': {
    one: 'Regístrese para ganar {count} punto de fidelidad.',
    other: 'Regístrese para ganar {count} puntos de fidelidad.',
  },
  'register.send': 'Registrarse',

  'otp.title': 'Confirme su móvil',
  'otp.sentToEnding':
    'Hemos enviado un código de {digits} dígitos a su móvil terminado en {ending}.',
  'otp.sent': 'Hemos enviado un código de {digits} dígitos a su móvil.',
  'otp.send': 'Confirmar',

  'invoice.title': 'Suba su factura',
  'invoice.send': 'Subir',

  'registered.title': 'Registrado',
  'registered.yours': '{product} ya está registrado a su nombre.',
  'registered.points': 'Ver sus puntos',

  'points.title': 'Sus puntos',
  'points.count': { one: '{count} punto', other: '{count} puntos' },
  'points.history': 'Historial',
  'points.entry': '{kind}: {points}',
  'points.earned': 'Ganados',
  'points.redeemRequested': 'Canje solicitado',
  'points.redeemed': 'Canjeados',
  'points.refused': 'Canje rechazado',
  'redeem.title': 'Canjear puntos',
  'redeem.send': 'Solicitar el canje',

  'notice.confirmed': 'Su móvil está confirmado y el producto está registrado a su nombre.',
  'notice.earned': { one: 'Ha ganado {count} punto.', other: 'Ha ganado {count} puntos.' },
  'notice.mailHeld': 'En este momento no hemos podido enviarle un correo sobre ello.',
  'notice.invoiceReceived': 'Hemos recibido su factura.',
  'notice.registerToCollect': 'Registre un producto que haya escaneado para acumular puntos.',
  'notice.redeemSent': {
    one: 'Se ha enviado su solicitud para canjear {count} punto.',
    other: 'Se ha enviado su solicitud para canjear {count} puntos.',
  },
  'notice.tryLater': 'Inténtelo de nuevo más tarde',

  'layout.code': 'Código {code}',
  'language.label': 'Idioma',

  'preview.label': 'Vista previa',
  'preview.note':
    'Así ve la página un comprador. Nada de lo que hay en ella se registra ni se envía.',
};
