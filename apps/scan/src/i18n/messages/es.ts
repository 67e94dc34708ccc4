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

  // The comparison with the pack, and the platform's own mark and explainer (decisions 0470, 0471).
  'compare.title': 'Compárelo con su envase',
  'compare.product': 'Producto',
  'compare.batch': 'Lote',
  'platform.mark': 'Verificado por Veritag',
  'about.title': 'Cómo comprueba Veritag un código',
  'about.intro':
    'Veritag comprueba los códigos impresos en los productos para las marcas que los fabrican. La página que abre un código da una de estas respuestas.',
  'about.verdicts': 'Qué significa cada respuesta',
  'about.genuine':
    'La marca emitió este código y es la primera vez que se comprueba. Compare los datos de la página con su envase.',
  'about.alreadyVerified':
    'La marca emitió este código, pero ya se había comprobado antes. Si no lo comprobó usted, fíjese en cuándo y dónde: un código copiado lo escanea mucha gente.',
  'about.notGenuine':
    'El código nunca se emitió, la marca lo ha retirado, o su lote ha caducado o nunca se puso a la venta. No use el producto y denúncielo desde la página.',
  'about.limitReached':
    'Más personas han comprobado este código de las que la marca permite para un envase, así que la página ya no puede garantizarlo. Póngase en contacto con la marca antes de usar el producto.',
  'about.underReview':
    'Más personas de las previstas para este producto escanearon el código, así que la marca lo está revisando. Es muy posible que su producto sea original: guarde el ticket hasta que termine la revisión.',
  'about.how': 'Cómo se comprueban los códigos',
  'about.unique': 'Cada código impreso es único y lo emite la marca a través de Veritag.',
  'about.records':
    'Cada escaneo se compara con los registros del código emitido: su producto, su lote y si la marca lo ha retirado.',
  'about.counted':
    'Se cuentan los escaneos repetidos de un código, junto con los lugares que la gente decide compartir, para que un código copiado destaque.',
  'about.reports':
    'Una denuncia enviada desde la página llega a la marca que emitió el código, o al equipo de revisión de la plataforma Veritag cuando ninguna marca lo emitió.',
  'about.place': 'Su ubicación',
  'about.placeText':
    'Su ubicación solo se pide cuando pulsa «{button}». Se guarda con su escaneo: la marca la ve en su mapa de escaneos y ayuda a encontrar productos vendidos lejos de donde se enviaron. Un escaneo posterior del mismo código solo muestra la zona aproximada (unos 10 km), nunca su dirección.',

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

  'location.asking': 'Pidiendo su ubicación al navegador…',
  'location.shared': 'Gracias: se ha compartido su ubicación.',
  'location.failed': 'No se pudo enviar su ubicación. Inténtelo de nuevo.',
  'location.notShared': 'Ubicación no compartida.',

  'station.title': 'Estación de escaneo',
  'station.needsScript':
    'La estación de escaneo necesita JavaScript: actívelo en su navegador y vuelva a cargar la página.',
  'station.signInWhy':
    'Inicie sesión primero en la consola: la estación usa su sesión de la consola y su permiso de Track & Trace. Una línea sin nadie con sesión iniciada puede usar una clave de API.',
  'station.signIn': 'Iniciar sesión',
  'station.keyTitle': 'Usar una clave de API',
  'station.keyHint':
    'Una clave con el alcance trace:write, creada en Integraciones en la consola. Se guarda solo en esta pestaña y se olvida al cerrarla.',
  'station.keyLabel': 'Clave de API',
  'station.keyUse': 'Usar esta clave',
  'station.keySwitch': 'Usar una clave de API',
  'station.keyForget': 'Dejar de usar la clave',
  'station.actions': 'Acciones de la estación',
  'station.tab.pack': 'Embalar',
  'station.tab.stock': 'Almacenar',
  'station.tab.ship': 'Enviar',
  'station.tab.receive': 'Recibir',
  'station.pack.title': 'Embalar bajo un código padre',
  'station.pack.send': 'Embalar',
  'station.stock.title': 'Dar entrada en el almacén',
  'station.stock.send': 'Dar entrada',
  'station.ship.title': 'Enviar una remesa',
  'station.ship.send': 'Enviar',
  'station.receive.title': 'Recibir una remesa',
  'station.receive.send': 'Recibir',
  'station.parent': 'Código F padre',
  'station.children': 'Códigos hijos',
  'station.childrenHint': 'Escanee, escriba (Intro añade) o pegue varias líneas.',
  'station.codes': 'Códigos',
  'station.stockHint': 'Un código padre trae todo lo que tiene embalado.',
  'station.reference': 'Referencia de la remesa',
  'station.destination': 'Destino',
  'station.placeShare': 'Añadir el lugar del destino (la ubicación de este teléfono)',
  'station.receiveHint': 'Deje la lista vacía para recibir toda la remesa.',
  'station.add': 'Añadir',
  'station.camera': 'Escanear con la cámara',
  'station.cameraLabel': 'Cámara',
  'station.cameraDone': 'Listo',

  'station.keyRefused':
    'Se rechazó la clave de API: puede estar revocada o caducada. Indique otra.',
  'station.notAKey': 'Esto no es una clave de API: empieza por vtk_ y tiene 47 caracteres.',
  'station.usingKey': 'Con la clave de API {key}',
  'station.signedInAs': 'Sesión iniciada como {login}',
  'station.unreachable': 'No se pudo contactar con el servidor: revise la conexión.',
  'station.unreachableSendAgain':
    'No se pudo contactar con el servidor: revise la conexión y vuelva a enviar.',
  'station.serverAnswered': 'El servidor respondió {status}',
  'station.sending': 'Enviando…',
  'station.placeAsking': 'Pidiendo el lugar al navegador…',
  'station.placeAdded': 'Lugar añadido: {latitude}, {longitude}',
  'station.placeNotShared': 'Lugar no compartido: la remesa se envía sin él.',
  'station.needParent': 'Escanee primero el código F padre.',
  'station.needReference': 'Indique la referencia de la remesa.',
  'station.needReferenceDestination': 'Indique la referencia de la remesa y el destino.',
  'station.needCodes': 'Escanee al menos un código.',
  'station.packed': {
    one: '{count} código embalado bajo {parent}.',
    other: '{count} códigos embalados bajo {parent}.',
  },
  'station.stocked': {
    one: 'Entrada en almacén: {count} unidad.',
    other: 'Entrada en almacén: {count} unidades.',
  },
  'station.shipped': {
    one: '{count} unidad enviada en la remesa {reference} a {destination}.',
    other: '{count} unidades enviadas en la remesa {reference} a {destination}.',
  },
  'station.received': {
    one: '{count} unidad recibida de la remesa {reference}.',
    other: '{count} unidades recibidas de la remesa {reference}.',
  },
  'station.codeCount': { one: '{count} código', other: '{count} códigos' },
  'station.remove': 'Quitar',
  'station.removeCode': 'Quitar {code}',
  'station.removed': '{code} quitado.',
  'station.duplicate': '{code} ya está en la lista: se escanea una sola vez.',
  'station.replaced': '{old} sustituido por {code}.',
  'station.cameraAdded': {
    one: '{code} añadido: {count} en la lista.',
    other: '{code} añadido: {count} en la lista.',
  },
  'station.cameraAsking': 'Pidiendo acceso a la cámara…',
  'station.cameraFailed': 'No se pudo abrir la cámara: escriba o escanee los códigos.',
  'station.cameraPoint': 'Apunte la cámara a un código.',

  'refusal.checkFields': 'Revise los campos marcados',
  'refusal.required': 'Este campo es obligatorio',
  'refusal.lessThan': 'Como máximo {limit} caracteres',
  'refusal.notLessThan': 'Indique al menos {limit}',
  'refusal.minLength': 'Escriba al menos {limit} dígitos',
  'refusal.maxLength': 'Como máximo {limit} dígitos',
  'refusal.number': 'Escriba un número',
  'refusal.wholeNumber': 'Escriba un número entero',
  'refusal.emailFormat': 'Escriba un correo electrónico como nombre@ejemplo.com',
  'refusal.otpDigits': 'Escriba el código de {digits} dígitos',
  'refusal.staleScan': 'Este escaneo ya no se puede cambiar: vuelva a escanear el código',
  'refusal.notReportable': 'Solo se puede informar sobre un producto que no resultó auténtico',
  'refusal.registerOnThisPhone': 'Escanee el código con este teléfono para registrarlo',
  'refusal.notRegistrable': 'Este producto no se puede registrar',
  'refusal.alreadyRegistered': 'Este producto ya está registrado',
  'refusal.registerFirst': 'Regístrese primero: no recibimos sus datos',
  'refusal.codeExpired': 'Este código ha caducado: vuelva a enviar sus datos para recibir otro',
  'refusal.tooManyWrongCodes':
    'Demasiados códigos incorrectos: vuelva a enviar sus datos para recibir otro',
  'refusal.codeNotRight': 'Este código no es correcto',
  'refusal.noInvoiceTaken': 'Este producto no admite factura',
  'refusal.confirmBeforeInvoice': 'Confirme su móvil antes de subir la factura',
  'refusal.confirmOnThisPhone': 'Confirme su móvil en este teléfono para usar sus puntos',
  'refusal.pointsAccountNotFound': 'No se encontró su cuenta de puntos',
  'refusal.noPointsYet': 'Aún no tiene puntos para canjear',
  'refusal.pointsOverBalance': {
    one: 'Tiene {balance} punto: pida {balance} o menos',
    other: 'Tiene {balance} puntos: pida {balance} o menos',
  },
  'refusal.chooseFile': 'Elija un archivo',
  'refusal.invoiceType': 'El archivo debe ser una foto o un PDF',
  'refusal.fileTooLarge': 'El archivo ocupa más de {size}',
  'refusal.fileEmpty': 'El archivo está vacío',
  'refusal.oneFileOnly': 'Solo se puede subir un archivo',
  'refusal.imageUnreadable': 'No se pudo leer la imagen',
  'refusal.pdfUnreadable': 'No se pudo leer el archivo PDF',
  'refusal.pdfEncrypted': 'No se aceptan PDF cifrados: quite la contraseña y vuelva a subirlo',
  'refusal.tooManyChecks': 'Demasiadas comprobaciones desde su red',
  'refusal.tooManyReports': 'Demasiados informes desde su red',
  'refusal.reportsBusy': 'Estamos recibiendo demasiados informes en este momento',
  'refusal.smsBusy': 'No podemos enviar más códigos en este momento',
  'refusal.noMoreCodes': 'No se pueden enviar más códigos para esto en este momento',
  'refusal.tooManyCodesTried': 'Demasiados códigos probados desde su red',
  'refusal.tooManyMails': 'Demasiados correos',
  'refusal.tooManyRequests': 'Demasiadas solicitudes desde su red',
  'refusal.withWait': '{refusal}: {wait}',
  'wait.minute': 'inténtelo de nuevo dentro de un minuto',
  'wait.minutes': {
    one: 'inténtelo de nuevo dentro de {count} minuto',
    other: 'inténtelo de nuevo dentro de {count} minutos',
  },
  'wait.hours': {
    one: 'inténtelo de nuevo dentro de una hora',
    other: 'inténtelo de nuevo dentro de {count} horas',
  },

  'preview.label': 'Vista previa',
  'preview.note':
    'Así ve la página un comprador. Nada de lo que hay en ella se registra ni se envía.',
};
